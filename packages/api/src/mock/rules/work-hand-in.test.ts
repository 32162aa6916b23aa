import { describe, expect, it } from 'vitest';
import { finishAnswers, handIn, keepAnswer } from './work-hand-in';

const questions = [
  { id: 1, points: 2, correct_option_ids: [2] },
  { id: 2, points: 2, correct_option_ids: [5, 6] },
  { id: 3, points: 1, correct_option_ids: [9] },
];

describe('answers saved as they are given ("a resend never overwrites a newer answer")', () => {
  it('keeps per question the answer of the highest revision', () => {
    const first = keepAnswer([], { question_id: 1, option_ids: [2, 2], revision: 5 });
    expect(first).toMatchObject({ changed: true, kept: { option_ids: [2], revision: 5 } });
    const newer = keepAnswer(first.answers, { question_id: 1, option_ids: [3], revision: 7 });
    expect(newer.answers).toEqual([{ question_id: 1, option_ids: [3], revision: 7 }]);
    const late = keepAnswer(newer.answers, { question_id: 1, option_ids: [2], revision: 6 });
    expect(late).toMatchObject({ changed: false, kept: { option_ids: [3], revision: 7 } });
    const same = keepAnswer(newer.answers, { question_id: 1, option_ids: [2], revision: 7 });
    expect(same.changed).toBe(false);
    const other = keepAnswer(newer.answers, { question_id: 2, option_ids: [], revision: 1 });
    expect(other.answers).toHaveLength(2);
  });
});

describe('the answers a finish counts', () => {
  const held = [
    { question_id: 1, option_ids: [2], revision: 10 },
    { question_id: 2, option_ids: [5, 6], revision: 20 },
    { question_id: 3, option_ids: [8], revision: 30 },
  ];

  it('the higher revision per question; an answer sent without one is the final word; a saved one not sent counts', () => {
    const counted = finishAnswers(held, [
      { question_id: 1, option_ids: [1], revision: 5 },
      { question_id: 2, option_ids: [5], revision: null },
      { question_id: 3, option_ids: [9], revision: 31 },
    ]);
    expect(counted.map((a) => a.option_ids)).toEqual([[2], [5], [9]]);
    expect(finishAnswers(held, []).map((a) => a.option_ids)).toEqual([[2], [5, 6], [8]]);
  });
});

describe('handing a test in (at the finish or at the deadline)', () => {
  it('scores the answered questions by the scoring rule, in the order of the test; an empty answer is none', () => {
    const result = handIn(
      questions,
      [
        { question_id: 3, option_ids: [9], revision: 3 },
        { question_id: 1, option_ids: [2], revision: 1 },
        { question_id: 2, option_ids: [], revision: 2 },
        { question_id: 99, option_ids: [1], revision: 4 },
      ],
      20,
    );
    expect(result.answers).toEqual([
      { question_id: 1, option_ids: [2], revision: 1, points: 2 },
      { question_id: 3, option_ids: [9], revision: 3, points: 1 },
    ]);
    expect(result.score).toBe(12);
    expect(handIn(questions, [], 20)).toEqual({ answers: [], score: 0 });
  });
});
