import type { Space } from '@cabinet/api/model';
import { type AccessRule, matches } from './rules';

/**
 * Route areas and the spaces they allow (docs/roles-and-spaces.md#route-areas); anyone else is sent to
 * /profile.
 */
export const areaRules = {
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
  pretests: { noneOf: ['teacher', 'dos'] },
  /** The intro of a placement test also turns away corporate students and managers. */
  pretestIntro: { noneOf: ['teacher', 'dos', 'corporate_student', 'corporate_hr'] },
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

export type Area = keyof typeof areaRules;

export function canEnter(area: Area, spaces: readonly Space[]): boolean {
  return matches(areaRules[area], spaces);
}

/** Whether a person who has not signed in may enter the area (the public part). */
export function openToVisitors(area: Area): boolean {
  const rule: AccessRule = areaRules[area];
  return rule.visitors === true;
}

/** A route's `handle` naming its area, so the layout knows a public page before the page renders. */
export type AreaHandle = { readonly area: Area };

const isAreaHandle = (handle: unknown): handle is AreaHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  'area' in handle &&
  typeof handle.area === 'string' &&
  Object.hasOwn(areaRules, handle.area);

/** The area of the deepest route that names one, from the handles of the matched routes, outermost first. */
export function areaOfRoutes(handles: readonly unknown[]): Area | undefined {
  return handles.findLast(isAreaHandle)?.area;
}
