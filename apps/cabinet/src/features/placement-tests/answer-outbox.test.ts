import { beforeEach, describe, expect, it } from 'vitest';
import { clearOutbox, confirmAnswer, inOrder, nextRevision, putAnswer, readOutbox } from './answer-outbox';

const key = { userId: 7, attemptId: 3, part: 'grammar' };

beforeEach(() => localStorage.clear());

describe('the answer outbox', () => {
  it('keeps the latest answer per question, whatever order they are put in', () => {
    putAnswer(key, 101, { optionId: 1, revision: 5 });
    putAnswer(key, 101, { optionId: 2, revision: 7 });
    putAnswer(key, 101, { optionId: 3, revision: 6 });
    expect(readOutbox(key)).toEqual({ '101': { optionId: 2, revision: 7 } });
  });

  it('gives the answers in the order they were given, to send them in that order', () => {
    putAnswer(key, 103, { optionId: 1, revision: 30 });
    putAnswer(key, 101, { optionId: 1, revision: 10 });
    putAnswer(key, 102, { optionId: null, revision: 20 });
    expect(inOrder(readOutbox(key)).map(([id]) => id)).toEqual([101, 102, 103]);
  });

  it('lets an answer go only when the school keeps it or a newer one', () => {
    putAnswer(key, 101, { optionId: 2, revision: 7 });
    expect(confirmAnswer(key, 101, 6)).toHaveProperty('101');
    expect(confirmAnswer(key, 101, 7)).toEqual({});
    putAnswer(key, 102, { optionId: 2, revision: 9 });
    expect(confirmAnswer(key, 102, 12)).toEqual({});
    expect(localStorage.length).toBe(0);
  });

  it('is kept per user, attempt and part, so another account or part never sends it', () => {
    putAnswer(key, 101, { optionId: 2, revision: 7 });
    expect(readOutbox({ ...key, userId: 8 })).toEqual({});
    expect(readOutbox({ ...key, part: 'reading' })).toEqual({});
    expect(readOutbox({ ...key })).toHaveProperty('101');
    clearOutbox(key);
    expect(readOutbox(key)).toEqual({});
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem(
      'placementOutbox:7:3:grammar',
      '{"101":{"optionId":"x","revision":1},"102":{"optionId":4,"revision":2}}',
    );
    expect(readOutbox(key)).toEqual({ '102': { optionId: 4, revision: 2 } });
    localStorage.setItem('placementOutbox:7:3:grammar', 'not json');
    expect(readOutbox(key)).toEqual({});
  });
});

describe('revisions', () => {
  it('grow with every answer, even when the clock stands still or goes back', () => {
    const first = nextRevision(localStorage, 1_000);
    const second = nextRevision(localStorage, 1_000);
    const third = nextRevision(localStorage, 500);
    expect(second).toBeGreaterThan(first);
    expect(third).toBeGreaterThan(second);
  });
});
