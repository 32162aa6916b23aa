import { beforeEach, describe, expect, it } from 'vitest';
import { adoptLegacyAnswers, testOutbox } from './test-outbox';

const key = { userId: 1, assignmentId: 41, studentId: 1 };

beforeEach(() => localStorage.clear());

describe("an assigned test's outbox", () => {
  it('is kept per user, test and student under its own prefix', () => {
    testOutbox.put(key, 7, { optionIds: [2], revision: 1 });
    expect(localStorage.getItem('testOutbox:1:41:1')).toBe('{"7":{"optionIds":[2],"revision":1}}');
    expect(testOutbox.read({ ...key, userId: 2 })).toEqual({});
    expect(testOutbox.read({ ...key, studentId: 3 })).toEqual({});
  });

  it('ignores entries that are not a list of option ids', () => {
    localStorage.setItem(
      'testOutbox:1:41:1',
      '{"7":{"optionIds":[0],"revision":1},"8":{"optionIds":[1.5],"revision":1},"9":{"optionIds":[],"revision":2}}',
    );
    expect(testOutbox.read(key)).toEqual({ '9': { optionIds: [], revision: 2 } });
  });
});

describe('answers kept by the earlier version of the cabinet', () => {
  it('join the outbox to be sent, and their old entry goes', () => {
    localStorage.setItem('testAnswers:1:41:1', JSON.stringify({ '7': [2], '8': [3, 4], '9': [], x: [1] }));
    adoptLegacyAnswers(key);
    const outbox = testOutbox.read(key);
    expect(Object.keys(outbox).sort()).toEqual(['7', '8']);
    expect(outbox['8']?.optionIds).toEqual([3, 4]);
    expect(localStorage.getItem('testAnswers:1:41:1')).toBeNull();
  });

  it('leave nothing behind when unreadable, and change nothing when there are none', () => {
    localStorage.setItem('testAnswers:1:41:1', '{broken');
    adoptLegacyAnswers(key);
    expect(localStorage.length).toBe(0);
    localStorage.clear();
    adoptLegacyAnswers(key);
    expect(localStorage.length).toBe(0);
  });
});
