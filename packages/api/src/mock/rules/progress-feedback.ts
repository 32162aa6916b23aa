import type { ModuleFeedbackStatus } from '../../generated/model';
import { addMinutesIso } from '../../time/school-time';

/** Days after a module's last lesson ends that its student feedback is due. */
export const FEEDBACK_DUE_DAYS = 7;

/** When the feedback of a module that ends at `moduleEndsAt` is due. */
export const feedbackDueAt = (moduleEndsAt: string): string =>
  addMinutesIso(moduleEndsAt, FEEDBACK_DUE_DAYS * 24 * 60);

/** The statuses of a feedback the teacher has sent: for review, reviewed, opened again, or sent on. */
const WRITTEN: readonly ModuleFeedbackStatus[] = ['need_review', 'in_review', 'need_edit', 'sent'];

export type FeedbackTimeliness = 'on_time' | 'late' | 'overdue' | 'open';

/**
 * Whether a module feedback was written on time: sent by its due time, or after it (the school
 * keeps the time a feedback was last changed, which stands for when it was sent); not sent and
 * past its due time it is overdue, before it still open.
 */
export function feedbackTimeliness(
  feedback: { status: ModuleFeedbackStatus; updated_at: string | null },
  dueAt: string,
  now: Date,
): FeedbackTimeliness {
  const due = new Date(dueAt).getTime();
  if (WRITTEN.includes(feedback.status) && feedback.updated_at !== null) {
    return new Date(feedback.updated_at).getTime() <= due ? 'on_time' : 'late';
  }
  return now.getTime() > due ? 'overdue' : 'open';
}
