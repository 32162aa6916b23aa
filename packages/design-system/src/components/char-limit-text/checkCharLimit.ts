export type CharLimitProblem = 'tooLong' | 'tooShort';
export type CharLimits = { maxLength?: number | undefined; minLength?: number | undefined };

/** Characters as a person sees them: an emoji or a letter with its accent counts once. */
export function countChars(text: string): number {
  if (typeof Intl.Segmenter === 'function') {
    return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)).length;
  }
  return Array.from(text).length;
}

/**
 * The count and its problem: `tooLong` above `maxLength`; `tooShort` when the text, without the
 * spaces around it, has fewer than `minLength` characters (so twenty spaces are not an answer).
 */
export function checkCharLimit(
  text: string,
  { maxLength, minLength }: CharLimits,
): { count: number; problem: CharLimitProblem | null } {
  const count = countChars(text);
  if (maxLength !== undefined && count > maxLength) return { count, problem: 'tooLong' };
  if (minLength !== undefined && countChars(text.trim()) < minLength) return { count, problem: 'tooShort' };
  return { count, problem: null };
}

/** The translation keys (namespace `ds`) of the messages; pass the limit as `count`. */
export const charLimitMessageKeys: Record<CharLimitProblem, string> = {
  tooLong: 'forms.charLimitText.tooLong',
  tooShort: 'forms.charLimitText.tooShort',
};

/** The school's short-answer minimum: "field must contain 20 characters or more". */
export const SHORT_ANSWER_MIN_LENGTH = 20;
