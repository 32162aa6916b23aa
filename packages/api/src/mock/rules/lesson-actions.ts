import { type LessonStatus, isOpenLesson } from './lesson-status';

type LessonType = 'lesson' | 'test' | 'progress_test' | 'test_retake' | 'final_test' | 'trial';

/** The lesson types that hold a test: test, progress test, test retake, final test (seed 001 §3). */
export const TEST_LESSON_TYPES: readonly LessonType[] = [
  'test',
  'progress_test',
  'test_retake',
  'final_test',
];

export const isTestLesson = (type: LessonType): boolean => TEST_LESSON_TYPES.includes(type);

/**
 * Seed 001 §4: "Tests can be appointed only to lessons in upcoming or in progress status ... Test
 * dates are editable only on such lessons." A plain lesson's date is never moved by the teacher.
 */
export const canMoveTestDate = (type: LessonType, status: LessonStatus): boolean =>
  isTestLesson(type) && isOpenLesson(status);

/**
 * The teacher marks a lesson (or a catch-up) completed once it has started: while it runs, or
 * after it ended unmarked (incomplete). An upcoming or already completed one cannot be.
 */
export const canMarkCompleted = (status: LessonStatus): boolean =>
  status === 'in_progress' || status === 'incomplete';
