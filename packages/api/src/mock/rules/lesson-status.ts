import * as clock from '../../time/clock';
/** Lesson and catch-up statuses (upcoming, in progress, completed, incomplete). */
export type LessonStatus = 'upcoming' | 'in_progress' | 'completed' | 'incomplete';

/**
 * A lesson is completed once the teacher marks it so; until then it follows the clock: upcoming
 * before it starts, in progress while it runs, incomplete once it ended unmarked.
 */
export function lessonStatus(
  lesson: { starts_at: string; ends_at: string; completed: boolean },
  now = clock.now(),
): LessonStatus {
  if (lesson.completed) return 'completed';
  const time = now.getTime();
  if (time < new Date(lesson.starts_at).getTime()) return 'upcoming';
  if (time < new Date(lesson.ends_at).getTime()) return 'in_progress';
  return 'incomplete';
}

/** Tests may be appointed to, and their dates changed on, only upcoming or in-progress lessons. */
export const isOpenLesson = (status: LessonStatus): boolean =>
  status === 'upcoming' || status === 'in_progress';
