import type { StatusTone } from '../../theme/primitives';

export type { StatusTone };

/**
 * Every status vocabulary of the learning domain (docs/statuses.md, and the lesson, mark, promo and
 * flag vocabularies of the cards), each value with the tone the theme colours it with.
 * One typed catalogue: a status it lacks is a type error, never a grey chip.
 */
export const statusCatalogue = {
  assignedTask: {
    not_opened: 'neutral',
    not_written: 'neutral',
    in_progress: 'progress',
    need_review: 'attention',
    in_review: 'info',
    need_edits: 'warning',
    completed: 'success',
    sent: 'info',
    missed: 'error',
    test_missed: 'error',
    incomplete: 'error',
  },
  studentFeedback: {
    not_written: 'neutral',
    in_progress: 'progress',
    need_review: 'attention',
    in_review: 'info',
    need_edit: 'warning',
    sent: 'success',
  },
  courseFeedback: {
    not_written: 'neutral',
    need_feedback: 'attention',
    feedback_in_progress: 'progress',
    sent: 'success',
  },
  catchUp: { upcoming: 'info', in_progress: 'progress', completed: 'success', incomplete: 'error' },
  paidPretest: {
    missed: 'error',
    assigned: 'info',
    waiting: 'neutral',
    in_progress: 'progress',
    need_feedback: 'attention',
    in_review: 'info',
    finished: 'success',
  },
  paidPretestManager: {
    waiting_to_start: 'neutral',
    assigned: 'info',
    not_assigned: 'warning',
    in_review: 'progress',
    done: 'success',
  },
  statisticsItem: {
    in_progress: 'progress',
    in_review: 'info',
    need_revision: 'warning',
    verified: 'success',
  },
  corporateStudent: { active: 'success', inactive: 'neutral' },
  substitution: {
    waiting: 'attention',
    approved: 'success',
    moderation: 'info',
    ended: 'neutral',
    canceled: 'error',
  },
  substitutionDecision: { accepted: 'success', declined: 'error', deleted: 'neutral' },
  lateCancel: { late_cancel: 'warning' },
  event: {
    waiting_to_start: 'info',
    in_progress: 'progress',
    ended: 'neutral',
    payment_pending: 'attention',
  },
  course: { waiting_for_start: 'info', in_progress: 'progress', finished: 'success' },
  clubParticipation: { payment_pending: 'attention' },
  clubCancellation: { pending: 'attention', cancelled: 'info', refused: 'error' },
  certificateType: { attendance: 'info', completion: 'success', no_certificate: 'neutral' },
  certificateStatus: { waiting: 'attention', received: 'success', no_certificate: 'neutral' },
  traineeGrade: { pass: 'success', strong_pass: 'success', pass_with_merit: 'accent', not_pass: 'error' },
  videoCourseResult: { review: 'warning', pass: 'success' },
  subscription: { active: 'success', renewal_cancelled: 'warning' },
  lessonStatus: { upcoming: 'info', in_progress: 'progress', completed: 'success' },
  lessonType: {
    lesson: 'neutral',
    test: 'info',
    progress_test: 'progress',
    test_retake: 'warning',
    final_test: 'accent',
    trial: 'attention',
  },
  feedbackMark: { great: 'success', good: 'info', satisfactory: 'warning', unsatisfactory: 'error' },
  promoTag: { gift: 'accent', discount: 'success', top_offer: 'attention' },
  flag: { new: 'accent', updated: 'info' },
} as const satisfies Record<string, Record<string, StatusTone>>;

export type StatusVocabulary = keyof typeof statusCatalogue;
/** The values of a vocabulary; for the union of vocabularies, every value of any of them. */
export type StatusValue<V extends StatusVocabulary> = V extends StatusVocabulary
  ? keyof (typeof statusCatalogue)[V] & string
  : never;

export const statusVocabularies = Object.keys(statusCatalogue) as StatusVocabulary[];

export function statusValues<V extends StatusVocabulary>(vocabulary: V): StatusValue<V>[] {
  return Object.keys(statusCatalogue[vocabulary]) as StatusValue<V>[];
}

export function statusTone<V extends StatusVocabulary>(vocabulary: V, value: StatusValue<V>): StatusTone {
  return (statusCatalogue[vocabulary] as Record<string, StatusTone>)[value] ?? 'neutral';
}
