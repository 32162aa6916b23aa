import type { FeedbackFields, FeedbackReviewAction, ModuleFeedbackStatus } from '../generated/model';

/**
 * The rules of a module feedback that both sides know: the mock school enforces
 * them, the cabinet checks them before a call and shows what is allowed.
 */

/** Every field of a module feedback, in the order of the form; sending names the first empty one. */
export const MODULE_FEEDBACK_FIELDS = [
  'topics_covered',
  'homework',
  'test_result',
  'test_comment',
  'performance',
  'work_in_class',
  'recommendations',
  'progress_comment',
  'group_comment',
  'lexis',
  'grammar',
  'mark',
] as const satisfies readonly (keyof FeedbackFields)[];

/** The extended comment (the progress comment) needs at least 20 characters. */
export const EXTENDED_COMMENT_MIN_LENGTH = 20;
export const EXTENDED_COMMENT_FIELD = 'progress_comment' satisfies keyof FeedbackFields;

/** "Editing is unavailable while under review, and afterwards only once the manager opens it." */
export const TEACHER_EDITABLE_STATUSES: readonly ModuleFeedbackStatus[] = [
  'not_written',
  'in_progress',
  'need_edit',
];

export const isEditableByTeacher = (status: ModuleFeedbackStatus): boolean =>
  TEACHER_EDITABLE_STATUSES.includes(status);

/** The statuses from which the director of studies may take, send on, or open a feedback. */
export const REVIEW_FROM: Record<FeedbackReviewAction, readonly ModuleFeedbackStatus[]> = {
  take: ['need_review'],
  send: ['need_review', 'in_review'],
  open: ['need_review', 'in_review', 'sent'],
};

export const canReview = (status: ModuleFeedbackStatus, action: FeedbackReviewAction): boolean =>
  REVIEW_FROM[action].includes(status);

/** "Sent feedback goes to the manager, or to HR for corporate" (a course with a company). */
export const recipientOf = (course: { company_name: string | null }): 'hr' | 'manager' =>
  course.company_name ? 'hr' : 'manager';
