import type { FeedbackFields, FeedbackReviewAction, ModuleFeedbackStatus } from '../../generated/model';
import {
  MODULE_FEEDBACK_FIELDS as FEEDBACK_FIELD_ORDER,
  canReview,
  isEditableByTeacher,
} from '../../rules/module-feedback';
import {
  LOCKED,
  NOT_ALLOWED,
  type Transition,
  firstEmptyField,
  incomplete,
  isLongEnough,
  tooShort,
} from './feedback-refusal';

/** A module feedback with nothing written. */
export const emptyFeedbackFields = (): FeedbackFields => ({
  topics_covered: null,
  homework: null,
  test_result: null,
  test_comment: null,
  performance: null,
  work_in_class: null,
  recommendations: null,
  progress_comment: null,
  group_comment: null,
  lexis: null,
  grammar: null,
  mark: null,
});

/** The teacher saves: not_written, in_progress and need_edit become in_progress; the rest is locked. */
export function afterSave(status: ModuleFeedbackStatus): Transition<ModuleFeedbackStatus> {
  return isEditableByTeacher(status) ? { to: 'in_progress' } : { refused: LOCKED };
}

/**
 * The teacher sends for review: only from an editable status (else locked); "Sending feedback for
 * review requires all fields filled"; the extended comment (progress_comment) needs at least 20
 * characters. Then need_review, or sent for a company's group.
 */
export function afterSendForReview(
  status: ModuleFeedbackStatus,
  fields: FeedbackFields,
  { company = false } = {},
): Transition<ModuleFeedbackStatus> {
  if (!isEditableByTeacher(status)) return { refused: LOCKED };
  const empty = firstEmptyField(fields, FEEDBACK_FIELD_ORDER);
  if (empty) return { refused: incomplete(empty) };
  if (!isLongEnough(fields.progress_comment)) return { refused: tooShort('progress_comment') };
  // A company group's feedback goes straight to the company's manager, not to the school's review.
  return { to: company ? 'sent' : 'need_review' };
}

/**
 * "Teacher copy to other students in the group replaces existing text, except feedback with status
 * sent or in review." need_review is skipped too: it is locked while waiting for the reviewer.
 */
export const COPY_SKIPPED: readonly ModuleFeedbackStatus[] = ['sent', 'in_review', 'need_review'];

export const copyTargetStatus = (status: ModuleFeedbackStatus): ModuleFeedbackStatus | 'skip' =>
  COPY_SKIPPED.includes(status) ? 'skip' : 'in_progress';

const REVIEW_TO: Record<FeedbackReviewAction, ModuleFeedbackStatus> = {
  take: 'in_review',
  send: 'sent',
  open: 'need_edit',
};

/** The director of studies' actions: take to review, send on, or open for the teacher to edit. */
export function afterReview(
  status: ModuleFeedbackStatus,
  action: FeedbackReviewAction,
): Transition<ModuleFeedbackStatus> {
  return canReview(status, action) ? { to: REVIEW_TO[action] } : { refused: NOT_ALLOWED };
}

/** How far each status went, for a module's row in the director's list (need_edit is back with the teacher). */
export const FEEDBACK_PROGRESS_ORDER: readonly ModuleFeedbackStatus[] = [
  'not_written',
  'in_progress',
  'need_edit',
  'need_review',
  'in_review',
  'sent',
];

/** The least advanced status of a module's feedback; undefined when there is none. */
export function leastAdvanced(statuses: readonly ModuleFeedbackStatus[]): ModuleFeedbackStatus | undefined {
  return FEEDBACK_PROGRESS_ORDER.find((status) => statuses.includes(status));
}
