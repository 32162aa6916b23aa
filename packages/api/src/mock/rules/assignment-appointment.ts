import { type LessonStatus, isOpenLesson } from './lesson-status';

/**
 * "Tests can be appointed only to lessons in upcoming or in progress status. Final test is once
 * per course; other tests are unlimited." and "No new test can be added when no lessons are
 * upcoming or in progress." (seed 001 §4, §5)
 */
export type AppointmentRefusal = 'no_lessons_for_test' | 'lesson_not_editable';

/** Why a test cannot be appointed to a lesson of a course, or null when it can. */
export function appointmentRefusal(
  lesson: LessonStatus,
  courseLessons: readonly LessonStatus[],
): AppointmentRefusal | null {
  if (!courseLessons.some(isOpenLesson)) return 'no_lessons_for_test';
  return isOpenLesson(lesson) ? null : 'lesson_not_editable';
}

/** A course has one final test: another final test (not `selfId`) refuses a new one. */
export const finalTestTaken = (
  courseTests: readonly { id: number; test_type: string | null }[],
  selfId?: number,
): boolean => courseTests.some((test) => test.test_type === 'final_test' && test.id !== selfId);
