import type { VideoCourseResult } from '../../generated/model';

/** The share of right answers that passes a video course. */
export const VIDEO_PASS_PERCENT = 60;

/** A course is finished once every video is watched and every task answered. */
export const videoCourseFinished = (p: {
  watched: number;
  videos: number;
  answered: number;
  tasks: number;
}): boolean => p.watched >= p.videos && p.answered >= p.tasks;

/**
 * The certificate: in progress while the course is not finished (never a failure), then Review
 * under 60 % of right answers, Pass at 60 % or more. The comparison is exact (59.9 % is Review);
 * the percent shown is rounded down so it never reads 60 % for a Review.
 */
export function videoCourseResult(p: { finished: boolean; correct: number; total: number }): {
  result: VideoCourseResult;
  percent: number | null;
} {
  if (!p.finished) return { result: 'in_progress', percent: null };
  if (p.total === 0) return { result: 'pass', percent: 100 };
  const passed = p.correct * 100 >= VIDEO_PASS_PERCENT * p.total;
  return { result: passed ? 'pass' : 'review', percent: Math.floor((p.correct * 100) / p.total) };
}

/** Progress through a course: watched videos and answered tasks over all of them, in percent. */
export function videoProgressPercent(p: {
  watched: number;
  videos: number;
  answered: number;
  tasks: number;
}): number {
  const all = p.videos + p.tasks;
  return all === 0 ? 0 : Math.floor(((p.watched + p.answered) * 100) / all);
}
