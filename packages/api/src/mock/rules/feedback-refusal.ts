import type { ErrorCode } from '../../generated/model';
import { EXTENDED_COMMENT_MIN_LENGTH } from '../../rules/module-feedback';

/** Why a feedback rule refuses an action: the answer's status, code, message and the field at fault. */
export type Refusal = { status: 409 | 422; code: ErrorCode; message: string; field?: string };

/** A rule's answer: the record's next status, or a refusal. */
export type Transition<S> = { to: S; refused?: undefined } | { to?: undefined; refused: Refusal };

export { EXTENDED_COMMENT_MIN_LENGTH };

export const LOCKED: Refusal = {
  status: 409,
  code: 'feedback_locked',
  message: 'Editing is not available at the moment.',
};

export const NOT_ALLOWED: Refusal = {
  status: 409,
  code: 'transition_not_allowed',
  message: "The record's status does not allow this action.",
};

export const incomplete = (field: string): Refusal => ({
  status: 422,
  code: 'feedback_incomplete',
  message: 'Fill in all fields to send to the manager; some fields are not filled in.',
  field,
});

export const tooShort = (field: string): Refusal => ({
  status: 422,
  code: 'comment_too_short',
  message: `The field must contain ${EXTENDED_COMMENT_MIN_LENGTH} characters or more.`,
  field,
});

/** A field counts as filled when it holds something other than blanks. */
export const isFilled = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

/** Whether an extended comment is long enough to send (trimmed, at least 20 characters). */
export const isLongEnough = (comment: string | null | undefined): boolean =>
  (comment ?? '').trim().length >= EXTENDED_COMMENT_MIN_LENGTH;

/** The first of `order` that is empty in `fields`, if any. */
export function firstEmptyField<T, K extends keyof T & string>(
  fields: T,
  order: readonly K[],
): K | undefined {
  return order.find((key) => !isFilled(fields[key] as string | null | undefined));
}
