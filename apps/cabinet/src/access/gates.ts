import type { Space } from '@cabinet/api/model';
import { type AccessRule, matches } from './rules';

/**
 * The gates of the cabinet's pages: who may enter each space's and area's pages, by the spaces
 * they hold (docs/roles-and-spaces.md#route-areas); anyone else is sent to /profile.
 */
export const gateRules = {
  account: {},
  /**
   * "All spaces": a visitor account that holds no space is sent to the profile, as the menu hides the
   * entry.
   */
  partners: { someSpace: true },
  corporateManager: { anyOf: ['corporate_hr'] },
  corporateStudent: { anyOf: ['corporate_student'] },
  corporateTeacher: { anyOf: ['corporate_teacher'] },
  parent: { anyOf: ['responsible_person'] },
  student: { anyOf: ['student'] },
  teacher: { anyOf: ['teacher'] },
  dos: { allOf: ['teacher', 'dos'] },
  tutor: { anyOf: ['tutor'] },
  teacherTraining: { anyOf: ['student_teacher_training'] },
  /** The public catalogue: a visitor browses it and asks to join a group without signing in. */
  courses: { anyOf: ['responsible_person', 'student'], orNoSpaces: true, visitors: true },
  /** Open to any user except teachers and directors of studies. */
  placementTests: { noneOf: ['teacher', 'dos'] },
  /** The intro of a placement test also turns away corporate students and managers. */
  placementTestIntro: { noneOf: ['teacher', 'dos', 'corporate_student', 'corporate_hr'] },
  videoCourses: {
    anyOf: ['student', 'responsible_person', 'corporate_student', 'corporate_hr', 'student_teacher_training'],
    orNoSpaces: true,
  },
  handbook: { anyOf: ['teacher', 'tutor', 'corporate_teacher'] },
  /** The menu lists the calendar for the corporate teacher too: it opens their companies' lessons. */
  calendar: { anyOf: ['teacher', 'tutor', 'corporate_teacher'] },
  /**
   * The teacher's clubs, substitutions and statistics: the corporate teacher has them too, each
   * showing their own clubs, their company lessons' substitutions and their own pay.
   */
  teaching: { anyOf: ['teacher', 'corporate_teacher'] },
} as const satisfies Record<string, AccessRule>;

export type Gate = keyof typeof gateRules;

export function canEnter(gate: Gate, spaces: readonly Space[]): boolean {
  return matches(gateRules[gate], spaces);
}

/** Whether a person who has not signed in may pass the gate (the public part). */
export function openToVisitors(gate: Gate): boolean {
  const rule: AccessRule = gateRules[gate];
  return rule.visitors === true;
}

/** A route's `handle` naming its gate, so the layout knows a public page before the page renders. */
export type GateHandle = { readonly gate: Gate };

const isGateHandle = (handle: unknown): handle is GateHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  'gate' in handle &&
  typeof handle.gate === 'string' &&
  Object.hasOwn(gateRules, handle.gate);

/** The gate of the deepest route that names one, from the handles of the matched routes, outermost first. */
export function gateOfRoutes(handles: readonly unknown[]): Gate | undefined {
  return handles.findLast(isGateHandle)?.gate;
}
