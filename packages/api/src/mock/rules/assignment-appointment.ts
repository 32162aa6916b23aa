import { type LessonStatus, isOpenLesson } from './lesson-status';

/**
 * A test is appointed only to a lesson that is upcoming or in progress, and no new test is added
 * to a course that has no such lesson left (a finished course), whether a lesson is chosen or not.
 * A course has one final test; other tests are unlimited.
 */
export type AppointmentRefusal = 'no_lessons_for_test' | 'lesson_not_editable';

/** Whether a course still takes a new test: one of its lessons is upcoming or in progress. */
export const takesNewTests = (courseLessons: readonly LessonStatus[]): boolean =>
  courseLessons.some(isOpenLesson);

/** Why a test cannot be appointed to a lesson of a course, or null when it can. */
export function appointmentRefusal(
  lesson: LessonStatus,
  courseLessons: readonly LessonStatus[],
): AppointmentRefusal | null {
  if (!takesNewTests(courseLessons)) return 'no_lessons_for_test';
  return isOpenLesson(lesson) ? null : 'lesson_not_editable';
}

/** A course has one final test: another final test (not `selfId`) refuses a new one. */
export const finalTestTaken = (
  courseTests: readonly { id: number; test_type: string | null }[],
  selfId?: number,
): boolean => courseTests.some((test) => test.test_type === 'final_test' && test.id !== selfId);
