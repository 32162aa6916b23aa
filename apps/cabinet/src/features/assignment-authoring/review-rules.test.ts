import { describe, expect, it } from 'vitest';
import { isSubmitted, reviewActions } from './review-rules';

describe('reviewActions: what the teacher can do from each status (the contract’s ReviewAction)', () => {
  it.each([
    ['not_opened', ['take', 'complete']],
    ['not_written', ['take', 'complete']],
    ['in_progress', ['take', 'complete']],
    ['need_edits', ['take', 'complete']],
    ['sent', ['take', 'save', 'return', 'complete']],
    ['need_review', ['save', 'return', 'complete']],
    ['in_review', ['save', 'return', 'complete']],
    ['completed', ['complete']],
    ['missed', ['complete']],
    ['test_missed', ['complete']],
    ['incomplete', ['complete']],
  ] as const)('%s → %j', (status, actions) => {
    expect(reviewActions(status)).toEqual(actions);
  });

  it('counts a work as submitted while it is sent or under review', () => {
    expect(['sent', 'need_review', 'in_review'].every((s) => isSubmitted(s as 'sent'))).toBe(true);
    expect(isSubmitted('need_edits')).toBe(false);
    expect(isSubmitted('not_written')).toBe(false);
  });
});
