import { describe, expect, it } from 'vitest';
import { FEED_POST_MAX_LENGTH, feedTextProblem } from './feed-post';

describe('feed post text (a maximum character count; beyond it, the text is refused)', () => {
  it('the school limit is 2000 characters', () => {
    expect(FEED_POST_MAX_LENGTH).toBe(2000);
  });

  it.each([
    ['a short post', 'Homework: p. 12', null],
    ['exactly 2000 characters', 'x'.repeat(2000), null],
    ['2001 characters', 'x'.repeat(2001), 'too_long'],
    ['an empty text', '', 'empty'],
    ['only spaces', '   \n ', 'empty'],
  ] as const)('%s → %s', (_, text, problem) => {
    expect(feedTextProblem(text)).toBe(problem);
  });
});
