import type {
  Level,
  PaidPretestCriterionKey,
  PaidPretestFeedback,
  PaidPretestFeedbackInput,
  PaidPretestFeedbackPart,
} from '@cabinet/api/model';
import {
  savePaidPretestFeedbackBodyCommentMax,
  savePaidPretestFeedbackBodyCriteriaItemCommentMax,
} from '@cabinet/api/zod/paid-pretests';
import { checkCharLimit } from '@cabinet/design-system/char-limit-text';

/** The levels a teacher gives, A1 to C2. */
export const LEVELS: readonly Level[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

/** A feedback's comment needs at least this many characters to be sent. */
export const MIN_COMMENT = 20;
export const COMMENT_MAX = savePaidPretestFeedbackBodyCommentMax;
export const CRITERION_MAX = savePaidPretestFeedbackBodyCriteriaItemCommentMax;

/** What a detailed feedback comments on: the writing's task and organisation, the speaking's fluency and pronunciation, and vocabulary and grammar for both. */
export const CRITERIA: Record<PaidPretestFeedbackPart, readonly PaidPretestCriterionKey[]> = {
  writing: ['task', 'organisation', 'vocabulary', 'grammar'],
  speaking: ['fluency', 'pronunciation', 'vocabulary', 'grammar'],
};

export type FeedbackFormValues = {
  level: Level | '';
  comment: string;
  criteria: Partial<Record<PaidPretestCriterionKey, string>>;
};

export type FeedbackField = 'level' | 'comment' | `criteria.${PaidPretestCriterionKey}`;
export type FieldProblem = 'required' | 'tooShort' | 'tooLong';

/** The criteria a feedback is written on: none for a base feedback. */
export const criteriaOf = (feedback: Pick<PaidPretestFeedback, 'kind' | 'part'>) =>
  feedback.kind === 'detailed' ? CRITERIA[feedback.part] : [];

export const toFormValues = (feedback: PaidPretestFeedback): FeedbackFormValues => ({
  level: feedback.level ?? '',
  comment: feedback.comment,
  criteria: Object.fromEntries(
    criteriaOf(feedback).map((key) => [
      key,
      feedback.criteria.find((criterion) => criterion.key === key)?.comment ?? '',
    ]),
  ),
});

export const toInput = (
  feedback: PaidPretestFeedback,
  values: FeedbackFormValues,
  send: boolean,
): PaidPretestFeedbackInput => ({
  level: values.level === '' ? null : values.level,
  comment: values.comment,
  criteria: criteriaOf(feedback).map((key) => ({ key, comment: values.criteria[key] ?? '' })),
  send,
});

/**
 * What stops the form: texts over their limit always; to send, also a missing level, a comment
 * under 20 characters and, on a detailed feedback, a criterion left empty.
 */
export function problemsOf(
  feedback: PaidPretestFeedback,
  values: FeedbackFormValues,
  sending: boolean,
): { field: FeedbackField; problem: FieldProblem; limit?: number }[] {
  const problems: { field: FeedbackField; problem: FieldProblem; limit?: number }[] = [];
  if (sending && values.level === '') problems.push({ field: 'level', problem: 'required' });
  const comment = checkCharLimit(values.comment, {
    maxLength: COMMENT_MAX,
    minLength: sending ? MIN_COMMENT : undefined,
  }).problem;
  if (comment === 'tooLong') problems.push({ field: 'comment', problem: 'tooLong', limit: COMMENT_MAX });
  else if (comment === 'tooShort') {
    problems.push({
      field: 'comment',
      problem: values.comment.trim() === '' ? 'required' : 'tooShort',
      limit: MIN_COMMENT,
    });
  }
  for (const key of criteriaOf(feedback)) {
    const text = values.criteria[key] ?? '';
    const field = `criteria.${key}` as const;
    if (checkCharLimit(text, { maxLength: CRITERION_MAX }).problem === 'tooLong') {
      problems.push({ field, problem: 'tooLong', limit: CRITERION_MAX });
    } else if (sending && text.trim() === '') problems.push({ field, problem: 'required' });
  }
  return problems;
}

/** The form's field a refusal of the school names (`level`, `comment`, `criteria.<key>`), if any. */
export function fieldOfRefusal(feedback: PaidPretestFeedback, field: unknown): FeedbackField | null {
  if (field === 'level' || field === 'comment') return field;
  const key = typeof field === 'string' && field.startsWith('criteria.') ? field.slice(9) : '';
  const known = criteriaOf(feedback).find((criterion) => criterion === key);
  return known ? `criteria.${known}` : null;
}
