import { describe, expect, it } from 'vitest';
import { EVENT_TEST_PASS_PERCENT, scoreTest, testRefusal, testState } from './event-test';

const ready = { holdsPlace: true, ended: true, passed: false, nameEn: 'Mariia Tkachenko' };

describe('taking an event test', () => {
  it('is open to a participant after the event, with an English name', () => {
    expect(testRefusal(ready)).toBeNull();
    expect(testState(ready)).toBe('open');
  });

  it('is for participants holding a free or paid place', () => {
    expect(testRefusal({ ...ready, holdsPlace: false })).toBe('not_registered');
    expect(testState({ ...ready, holdsPlace: false })).toBe('not_open');
  });

  it('opens once the event has ended and closes once passed', () => {
    expect(testRefusal({ ...ready, ended: false })).toBe('event_test_closed');
    expect(testState({ ...ready, ended: false })).toBe('not_open');
    expect(testRefusal({ ...ready, passed: true })).toBe('event_test_closed');
    expect(testState({ ...ready, passed: true })).toBe('passed');
  });

  it('"an English full name is required before taking an event test for the certificate"', () => {
    expect(testRefusal({ ...ready, nameEn: null })).toBe('name_en_required');
    expect(testRefusal({ ...ready, nameEn: '  ' })).toBe('name_en_required');
  });
});

describe('scoring an event test', () => {
  const questions = [1, 2, 3, 4, 5].map((id) => ({
    id,
    optionIds: [id * 10 + 1, id * 10 + 2],
    rightOptionId: id * 10 + 1,
  }));
  const answers = (right: number) =>
    questions.map((q, index) => ({
      question_id: q.id,
      option_id: index < right ? q.rightOptionId : q.id * 10 + 2,
    }));

  it('passes at 60% of right answers or more, rounding down', () => {
    expect(EVENT_TEST_PASS_PERCENT).toBe(60);
    expect(scoreTest(questions, answers(3))).toEqual({ correct: 3, total: 5, percent: 60, passed: true });
    expect(scoreTest(questions, answers(2))).toEqual({ correct: 2, total: 5, percent: 40, passed: false });
    expect(scoreTest(questions.slice(0, 3), answers(2).slice(0, 3))?.percent).toBe(66);
  });

  it('refuses a try that misses, repeats or invents an answer', () => {
    expect(scoreTest(questions, answers(5).slice(1))).toBeNull();
    const repeated = [...answers(4).slice(1), answers(4)[1]!];
    expect(scoreTest(questions, repeated)).toBeNull();
    const foreign = answers(5).map((a, i) => (i === 0 ? { ...a, option_id: 999 } : a));
    expect(scoreTest(questions, foreign)).toBeNull();
  });
});
