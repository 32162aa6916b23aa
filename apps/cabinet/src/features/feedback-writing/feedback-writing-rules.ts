import type { FeedbackFields, FeedbackMark, ModuleFeedback, ModuleFeedbackStatus } from '@cabinet/api/model';
import {
  saveFeedbackBodyGroupCommentMax,
  saveFeedbackBodyProgressCommentMax,
  saveFeedbackBodyRecommendationsMax,
  saveFeedbackBodyTestCommentMax,
  saveFeedbackBodyTestResultMax,
  saveFeedbackBodyTopicsCoveredMax,
} from '@cabinet/api/zod/feedback';
import {
  EXTENDED_COMMENT_FIELD,
  EXTENDED_COMMENT_MIN_LENGTH,
  MODULE_FEEDBACK_FIELDS,
  canReview,
  isEditableByTeacher,
  recipientOf,
} from '@cabinet/api/rules/module-feedback';

/** The marks of a module feedback, best first. */
export const MARKS = [
  'great',
  'good',
  'satisfactory',
  'unsatisfactory',
] as const satisfies readonly FeedbackMark[];

/** Every field of a module feedback, in the order the form asks for them. */
export const FORM_FIELDS = MODULE_FEEDBACK_FIELDS;

export type FormField = (typeof FORM_FIELDS)[number];
export const MARK_FORM_FIELDS = [
  'homework',
  'performance',
  'work_in_class',
  'lexis',
  'grammar',
  'mark',
] as const;
export type MarkFormField = (typeof MARK_FORM_FIELDS)[number];
export type TextFormField = Exclude<FormField, MarkFormField>;

/** The longest text of each written field, as the contract allows. */
export const TEXT_LIMITS: Record<TextFormField, number> = {
  topics_covered: saveFeedbackBodyTopicsCoveredMax,
  test_result: saveFeedbackBodyTestResultMax,
  test_comment: saveFeedbackBodyTestCommentMax,
  recommendations: saveFeedbackBodyRecommendationsMax,
  progress_comment: saveFeedbackBodyProgressCommentMax,
  group_comment: saveFeedbackBodyGroupCommentMax,
};

/** The extended comment needs at least 20 characters. */
export const MIN_EXTENDED_COMMENT = EXTENDED_COMMENT_MIN_LENGTH;
export { EXTENDED_COMMENT_FIELD };

export const isMarkField = (field: FormField): field is MarkFormField =>
  (MARK_FORM_FIELDS as readonly string[]).includes(field);

/** What the form holds: texts as typed, marks as '' until chosen. */
export type FeedbackFormValues = Record<TextFormField, string> & Record<MarkFormField, FeedbackMark | ''>;

export function toFormValues(fields: FeedbackFields): FeedbackFormValues {
  const values = {} as Record<FormField, string>;
  for (const field of FORM_FIELDS) values[field] = fields[field] ?? '';
  return values as FeedbackFormValues;
}

/** What the server keeps: an empty (or blank) field is null. */
export function toFeedbackFields(values: FeedbackFormValues): FeedbackFields {
  const fields = {} as Record<FormField, string | null>;
  for (const field of FORM_FIELDS) {
    const value = values[field];
    fields[field] = value.trim() === '' ? null : value;
  }
  return fields as FeedbackFields;
}

/** The extended comment is too short when, trimmed, it has fewer than 20 characters (empty counts as missing). */
export const isTooShort = (text: string): boolean => {
  const length = text.trim().length;
  return length > 0 && length < MIN_EXTENDED_COMMENT;
};

export type SendProblem = { field: FormField; problem: 'required' | 'tooShort' };

/**
 * Why the feedback cannot be sent for review yet: every empty field ("requires all
 * fields filled") and an extended comment under 20 characters. Empty list: ready to send.
 */
export function sendProblems(values: FeedbackFormValues): SendProblem[] {
  const problems: SendProblem[] = [];
  for (const field of FORM_FIELDS) {
    const value = values[field];
    if (value.trim() === '') problems.push({ field, problem: 'required' });
    else if (field === EXTENDED_COMMENT_FIELD && isTooShort(value))
      problems.push({ field, problem: 'tooShort' });
  }
  return problems;
}

export const isComplete = (values: FeedbackFormValues): boolean => sendProblems(values).length === 0;

/**
 * Locked for the teacher: "Editing is unavailable while under review, and
 * afterwards only once the manager opens it".
 */
export const isLocked = (status: ModuleFeedbackStatus): boolean => !isEditableByTeacher(status);

export type CopyTarget = {
  feedbackId: number;
  studentId: number;
  student: ModuleFeedback['student'];
  status: ModuleFeedbackStatus;
  /** False when the feedback is sent or under review: the copy leaves it as it is. */
  replaced: boolean;
};

/**
 * The students a feedback's text may be copied to: the other students' feedback of
 * the same course and module; those sent or under review are listed but not replaced.
 */
export function copyTargets(source: ModuleFeedback, rows: readonly ModuleFeedback[]): CopyTarget[] {
  return rows
    .filter(
      (row) =>
        row.course.id === source.course.id &&
        row.module.id === source.module.id &&
        row.student.id !== source.student.id,
    )
    .map((row) => ({
      feedbackId: row.id,
      studentId: row.student.id,
      student: row.student,
      status: row.status,
      replaced: !isLocked(row.status),
    }));
}

/** The director of studies' actions for a status (the contract's review rules). */
export function reviewActions(status: ModuleFeedbackStatus): { take: boolean; send: boolean; open: boolean } {
  return {
    take: canReview(status, 'take'),
    send: canReview(status, 'send'),
    open: canReview(status, 'open'),
  };
}

export { recipientOf };

/** A module feedback list grouped by module, modules in course order. */
export function byModule(
  rows: readonly ModuleFeedback[],
): { module: ModuleFeedback['module']; rows: ModuleFeedback[] }[] {
  const groups = new Map<number, { module: ModuleFeedback['module']; rows: ModuleFeedback[] }>();
  for (const row of rows) {
    const group = groups.get(row.module.id) ?? { module: row.module, rows: [] };
    group.rows.push(row);
    groups.set(row.module.id, group);
  }
  return [...groups.values()].sort((a, b) => a.module.number - b.module.number);
}

/**
 * The texts of sending that depend on where the feedback goes: a company's group sends it straight
 * to the company's manager, any other group to the school's review.
 */
export const sendTexts = (feedback: { course: { company_name: string | null } }) =>
  feedback.course.company_name
    ? ({ send: 'form.sendToCompany', sent: 'form.sentToCompany', locked: 'lockedCompany' } as const)
    : ({ send: 'form.send', sent: 'form.sent', locked: 'locked' } as const);
