import { createAssignment } from '../generated/assignments/assignments';
import type { AssignmentCreate } from '../generated/model';
import { CreateAssignmentResponse } from '../generated/zod/assignments/assignments';
import { type AssignmentRow, assignments, assignmentsOf } from '../mock/db/assignments';
import { modulesOf } from '../mock/db/courses';
import { files } from '../mock/db/files';
import { lessonsOf } from '../mock/db/lessons';
import { type WorkRow, currentWorks, works } from '../mock/db/works';
import { schoolNow } from '../time/school-time';
import { lessonStatus } from '../mock/rules/lesson-status';
import type { WorkStatus } from '../mock/rules/work-transitions';

/** The contract tests' setup of the assignments area: the whole mock school, reset before each test. */
export { withMockSchool as startAssignmentsSchool } from './mock-school';

export const STUDENT = 'student@demo.school';
export const TEACHER = 'teacher@demo.school';
export const PARENT = 'parent@demo.school';
export const MAKSYM = 'maksym.melnyk@demo.school';
export const VISITOR = 'visitor@demo.school';
export const STUDENT_ID = 1;
export const MAKSYM_ID = 14;

type Match = { kind?: 'task' | 'test'; platform?: 'on' | 'outside'; test?: (a: AssignmentRow) => boolean };

/** A seeded work of a student in a course with the given status (read at now), and its assignment. */
export function seededWork(courseId: number, studentId: number, status: WorkStatus, match: Match = {}) {
  for (const assignment of assignmentsOf(courseId)) {
    if (match.kind && assignment.kind !== match.kind) continue;
    if (match.platform && assignment.platform !== match.platform) continue;
    if (match.test && !match.test(assignment)) continue;
    const work = currentWorks(assignment).find((w) => w.student_id === studentId && w.status === status);
    if (work) return { assignment, work };
  }
  throw new Error(`no seeded ${status} work of student ${studentId} in course ${courseId}`);
}

/** Sets a work's status directly in the mock school (to reach a state quickly). */
export function putWork(work: WorkRow, changes: Partial<WorkRow>): void {
  Object.assign(work, changes);
  works.save();
}

export function putAssignment(assignment: AssignmentRow, changes: Partial<AssignmentRow>): void {
  Object.assign(assignment, changes);
  assignments.save();
}

/** A file uploaded by `ownerId`, as the files area stores it. */
export const uploadedFile = (ownerId: number, name = 'essay.pdf') =>
  files.insert({
    owner_id: ownerId,
    name,
    size: 1000,
    mime_type: 'application/pdf',
    url: `https://files.school.mock/${name}`,
    created_at: schoolNow(),
  }).id;

export const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

/** The first module of a course. */
export const moduleOf = (courseId: number) => modulesOf(courseId)[0]?.id ?? 0;
/** A lesson of the course in this status (0 when none). */
export const lessonIn = (courseId: number, status: string) =>
  lessonsOf(courseId).find((l) => lessonStatus(l) === status)?.id ?? 0;
/** A new task of course 1 as the teacher sends it. */
export const taskBody = (extra: Partial<AssignmentCreate> = {}): AssignmentCreate => ({
  kind: 'task',
  module_id: moduleOf(1),
  title: 'Essay',
  ...extra,
});
/** A new on-platform test of course 1 with one question. */
export const testBody = (extra: Partial<AssignmentCreate> = {}): AssignmentCreate => ({
  kind: 'test',
  module_id: moduleOf(1),
  description: 'Module quiz',
  max_score: 10,
  test_type: 'test',
  platform: 'on',
  personal_version: false,
  retake_allowed: true,
  questions: [{ text: 'Pick B', options: ['A', 'B'], correct_options: [1], points: 1 }],
  ...extra,
});
/** Creates an assignment through the API (signed in as the teacher). */
export const created = async (body: AssignmentCreate, courseId = 1) =>
  CreateAssignmentResponse.parse(await createAssignment(courseId, body)).data;

export { expectError, signIn, silent } from './mock-school';
