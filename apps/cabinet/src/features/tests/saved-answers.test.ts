import { beforeEach, describe, expect, it } from 'vitest';
import { answersKey, clearAnswers, readAnswers, writeAnswers } from './saved-answers';

const key = { userId: 1, assignmentId: 41, studentId: 1 };

describe('answers kept on the device', () => {
  beforeEach(() => localStorage.clear());

  it('are found again after a reload, per user, test and student', () => {
    writeAnswers(key, { '1': [2], '3': [7, 8] });
    expect(readAnswers(key)).toEqual({ '1': [2], '3': [7, 8] });
    expect(readAnswers({ ...key, userId: 2 })).toEqual({});
    expect(readAnswers({ ...key, assignmentId: 42 })).toEqual({});
  });

  it('keeps only well-formed entries of what is stored', () => {
    localStorage.setItem(answersKey(key), JSON.stringify({ '1': [2], '2': 'x', '3': [0], '4': [1.5] }));
    expect(readAnswers(key)).toEqual({ '1': [2] });
    localStorage.setItem(answersKey(key), '{broken');
    expect(readAnswers(key)).toEqual({});
    localStorage.setItem(answersKey(key), '[1, 2]');
    expect(readAnswers(key)).toEqual({});
  });

  it('are cleared once the test is finished', () => {
    writeAnswers(key, { '1': [2] });
    clearAnswers(key);
    expect(localStorage.getItem(answersKey(key))).toBeNull();
  });

  it('a storage that refuses to write changes nothing else', () => {
    const full = {
      ...localStorage,
      setItem: () => {
        throw new Error('full');
      },
    } as unknown as Storage;
    expect(() => writeAnswers(key, { '1': [2] }, full)).not.toThrow();
  });
});
