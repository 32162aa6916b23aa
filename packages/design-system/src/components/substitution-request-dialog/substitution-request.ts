/** The most characters the reason may have. */
export const REASON_MAX_LENGTH = 500;

/** The server's code for a time nobody can cover; the dialog words it itself. */
export const NO_TEACHERS_AVAILABLE = 'no_teachers_available';

export type SubstitutionRequestValues = {
  reason: string;
  /** Empty when the teacher wrote none. */
  comment: string;
};
export type ReasonProblem = 'required' | 'too_long';

/** The reason is required and at most 500 characters, counted as typed. */
export function reasonProblem(reason: string): ReasonProblem | null {
  if (reason.trim() === '') return 'required';
  if (reason.length > REASON_MAX_LENGTH) return 'too_long';
  return null;
}

/** The values to send: both texts trimmed. */
export function requestValues(reason: string, comment: string): SubstitutionRequestValues {
  return { reason: reason.trim(), comment: comment.trim() };
}
