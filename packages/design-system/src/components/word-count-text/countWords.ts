export type WordCountProblem = 'tooFew' | 'tooMany';
export type WordLimits = { min?: number | undefined; max?: number | undefined };

/**
 * A word: letters or digits (with their combining marks), possibly joined inside by apostrophes
 * (' ’ ʼ `) or hyphens, so "п’ятниця", "м'ята", "don't", "будь-ласка" and "well-known" are one word
 * each, while a lone dash or an emoji is none.
 */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’ʼ`‐‑-][\p{L}\p{M}\p{N}]+)*/gu;

/** The number of words in a Ukrainian or English text. */
export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** The count and whether it is below the minimum or above the maximum. */
export function checkWordCount(
  text: string,
  { min, max }: WordLimits,
): { count: number; problem: WordCountProblem | null } {
  const count = countWords(text);
  if (min !== undefined && count < min) return { count, problem: 'tooFew' };
  if (max !== undefined && count > max) return { count, problem: 'tooMany' };
  return { count, problem: null };
}

/** The translation keys (namespace `ds`) of the messages; pass the limit as `count`. */
export const wordCountMessageKeys: Record<WordCountProblem, string> = {
  tooFew: 'forms.wordCountText.tooFew',
  tooMany: 'forms.wordCountText.tooMany',
};

/** The writing task's limits (seed: 100 to 250 words). */
export const WRITING_WORD_LIMITS = { min: 100, max: 250 } as const;
