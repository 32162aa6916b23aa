import { beforeEach, describe, expect, it } from 'vitest';
import { answerOutbox, inOrder } from './answer-outbox';

type Choice = { optionIds: number[]; revision: number };
type Key = { userId: number; recordId: number; part: string };

const isChoice = (value: unknown): value is Choice =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as Choice).revision) &&
  Array.isArray((value as Choice).optionIds);

const outbox = answerOutbox<Key, Choice>({
  prefix: 'quizOutbox',
  parts: ({ userId, recordId, part }) => [userId, recordId, part],
  isAnswer: isChoice,
  revisionKey: 'quizRevision',
});
const key = { userId: 7, recordId: 3, part: 'grammar' };
const answer = (optionId: number, revision: number): Choice => ({ optionIds: [optionId], revision });

beforeEach(() => localStorage.clear());

describe('the answer outbox', () => {
  it('keeps the latest answer per question, whatever order they are put in', () => {
    outbox.put(key, 101, answer(1, 5));
    outbox.put(key, 101, answer(2, 7));
    outbox.put(key, 101, answer(3, 6));
    expect(outbox.read(key)).toEqual({ '101': answer(2, 7) });
    expect(localStorage.getItem('quizOutbox:7:3:grammar')).not.toBeNull();
  });

  it('gives the answers in the order they were given, to send them in that order', () => {
    outbox.put(key, 103, answer(1, 30));
    outbox.put(key, 101, answer(1, 10));
    outbox.put(key, 102, { optionIds: [], revision: 20 });
    expect(inOrder(outbox.read(key)).map(([id]) => id)).toEqual([101, 102, 103]);
  });

  it('lets an answer go only when the school keeps it or a newer one; an empty outbox leaves no key', () => {
    outbox.put(key, 101, answer(2, 7));
    expect(outbox.confirm(key, 101, 6)).toHaveProperty('101');
    expect(outbox.confirm(key, 101, 7)).toEqual({});
    outbox.put(key, 102, answer(2, 9));
    expect(outbox.confirm(key, 102, 12)).toEqual({});
    expect(localStorage.length).toBe(0);
    expect(localStorage.getItem('quizOutbox:7:3:grammar')).toBeNull();
  });

  it('is kept per user, record and part, so another account or part never sends it', () => {
    outbox.put(key, 101, answer(2, 7));
    expect(outbox.read({ ...key, userId: 8 })).toEqual({});
    expect(outbox.read({ ...key, part: 'reading' })).toEqual({});
    expect(outbox.read({ ...key })).toHaveProperty('101');
    outbox.clear(key);
    expect(outbox.read(key)).toEqual({});
  });

  it('finds and forgets the stored outboxes of a record, of any part, and only of its own prefix', () => {
    outbox.put(key, 101, answer(2, 7));
    outbox.put({ ...key, part: 'reading' }, 201, answer(1, 8));
    outbox.put({ ...key, recordId: 4 }, 301, answer(1, 9));
    localStorage.setItem('otherOutbox:7:3:grammar', '{"1":{"optionIds":[1],"revision":1}}');
    const ofRecord = (parts: string[]) => parts[1] === '3';
    expect(
      outbox
        .stored(ofRecord)
        .map((entry) => entry.storageKey)
        .sort(),
    ).toEqual(['quizOutbox:7:3:grammar', 'quizOutbox:7:3:reading']);
    outbox.forget(ofRecord);
    expect(outbox.stored(() => true).map((entry) => entry.storageKey)).toEqual(['quizOutbox:7:4:grammar']);
    expect(localStorage.getItem('otherOutbox:7:3:grammar')).not.toBeNull();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem(
      'quizOutbox:7:3:grammar',
      '{"101":{"optionIds":"x","revision":1},"102":{"optionIds":[4],"revision":2}}',
    );
    expect(outbox.read(key)).toEqual({ '102': answer(4, 2) });
    localStorage.setItem('quizOutbox:7:3:grammar', 'not json');
    expect(outbox.read(key)).toEqual({});
    localStorage.setItem('quizOutbox:7:3:grammar', '[1,2]');
    expect(outbox.read(key)).toEqual({});
  });

  it('keeps the answer in the page when the storage refuses to write', () => {
    const refusing: Storage = {
      length: 0,
      clear: () => undefined,
      key: () => null,
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new DOMException('The storage is full.', 'QuotaExceededError');
      },
    };
    const full = answerOutbox<Key, Choice>({
      prefix: 'quizOutbox',
      parts: ({ userId }) => [userId],
      isAnswer: isChoice,
      revisionKey: 'quizRevision',
      storage: () => refusing,
    });
    expect(full.put(key, 101, answer(1, 1))).toEqual({ '101': answer(1, 1) });
    expect(full.nextRevision(500)).toBe(500);
  });
});

describe('revisions', () => {
  it('grow with every answer, even when the clock stands still or goes back', () => {
    const first = outbox.nextRevision(1_000);
    const second = outbox.nextRevision(1_000);
    const third = outbox.nextRevision(500);
    expect(second).toBeGreaterThan(first);
    expect(third).toBeGreaterThan(second);
    expect(localStorage.getItem('quizRevision')).toBe(String(third));
  });
});
