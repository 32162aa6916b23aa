/** Course statuses (docs/statuses.md#course). */
export type CourseStatus = 'waiting_for_start' | 'in_progress' | 'finished';

/**
 * A course waits for its start date, is finished once its last lesson is marked completed, and
 * is in progress in between.
 */
export function courseStatus(
  course: { start_date: string },
  lastLesson: { completed: boolean } | undefined,
  today: string,
): CourseStatus {
  if (lastLesson?.completed) return 'finished';
  if (today < course.start_date) return 'waiting_for_start';
  return 'in_progress';
}
