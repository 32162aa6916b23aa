/**
 * A feed post's text has a maximum length; longer text is refused. The school chose 2000 characters; the
 * contract states it as `maxLength`. Characters are counted as the browser's `maxLength` counts them
 * (UTF-16 code units).
 */
export const FEED_POST_MAX_LENGTH = 2000;

export type FeedTextProblem = 'too_long' | 'empty';

/** What is wrong with a feed post's text, if anything. */
export function feedTextProblem(text: string): FeedTextProblem | null {
  if (text.length > FEED_POST_MAX_LENGTH) return 'too_long';
  if (text.trim() === '') return 'empty';
  return null;
}
