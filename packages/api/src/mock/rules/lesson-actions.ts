import { type LessonStatus, isOpenLesson } from './lesson-status';

type LessonType = 'lesson' | 'test' | 'progress_test' | 'test_retake' | 'final_test' | 'trial';

/** The lesson types that hold a test: test, progress test, test retake, final test. */
export const TEST_LESSON_TYPES: readonly LessonType[] = [
  'test',
  'progress_test',
  'test_retake',
  'final_test',
];

export const isTestLesson = (type: LessonType): boolean => TEST_LESSON_TYPES.includes(type);

/**
 * Tests are appointed, and test dates moved, only on upcoming or in-progress lessons
 * (docs/statuses.md#lesson). A plain lesson's date is never moved by the teacher.
 */
export const canMoveTestDate = (type: LessonType, status: LessonStatus): boolean =>
  isTestLesson(type) && isOpenLesson(status);

/**
 * The teacher marks a lesson (or a catch-up) completed once it has started: while it runs, or
 * after it ended unmarked (incomplete). An upcoming or already completed one cannot be.
 */
export const canMarkCompleted = (status: LessonStatus): boolean =>
  status === 'in_progress' || status === 'incomplete';
