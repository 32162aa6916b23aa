import type { ReviewAction, WorkStatus } from '@cabinet/api/model';

/** The statuses each review action starts from (the contract's `ReviewAction`); `complete` from any. */
const FROM: Record<Exclude<ReviewAction, 'complete'>, readonly WorkStatus[]> = {
  take: ['not_opened', 'not_written', 'in_progress', 'sent', 'need_edits'],
  save: ['sent', 'need_review', 'in_review'],
  return: ['sent', 'need_review', 'in_review'],
};

/** The actions the teacher can take on a work in this status, in the order the page offers them. */
export function reviewActions(status: WorkStatus): ReviewAction[] {
  const actions = (Object.keys(FROM) as (keyof typeof FROM)[]).filter((action) =>
    FROM[action].includes(status),
  );
  return [...actions, 'complete'];
}

/** Whether the student sent the work (or the teacher has it under review). */
export const isSubmitted = (status: WorkStatus): boolean =>
  status === 'sent' || status === 'need_review' || status === 'in_review';
