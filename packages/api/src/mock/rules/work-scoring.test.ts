import { describe, expect, it } from 'vitest';
import { pointsPerQuestion, resultOf, scoreTest } from './work-scoring';

const questions = [
  { id: 1, points: 2, correct_option_ids: [2] },
  { id: 2, points: 2, correct_option_ids: [5, 6] },
  { id: 3, points: 1, correct_option_ids: [9] },
];

describe('scoring an on-platform test (finished → "scored automatically"; "Sorry, you didn\'t pass the test!" below 60 %)', () => {
  it('gives a question its points only for exactly the correct options', () => {
    const points = pointsPerQuestion(questions, [
      { question_id: 1, option_ids: [2] },
      { question_id: 2, option_ids: [5] },
      { question_id: 3, option_ids: [9, 8] },
    ]);
    expect([...points.values()]).toEqual([2, 0, 0]);
  });

  it('scales the points earned to the maximum score, with percent, grade and passed', () => {
    const all = scoreTest(
      questions,
      [
        { question_id: 1, option_ids: [2] },
        { question_id: 2, option_ids: [6, 5] },
        { question_id: 3, option_ids: [9] },
      ],
      20,
    );
    expect(all).toEqual({ score: 20, percent: 100, grade: 'A', passed: true });
    const some = scoreTest(
      questions,
      [
        { question_id: 1, option_ids: [2] },
        { question_id: 3, option_ids: [9] },
      ],
      20,
    );
    expect(some).toEqual({ score: 12, percent: 60, grade: 'C', passed: true });
    expect(scoreTest(questions, [{ question_id: 1, option_ids: [2] }], 20)).toEqual({
      score: 8,
      percent: 40,
      grade: 'F',
      passed: false,
    });
  });

  it('passes from 60 %, the school pass mark', () => {
    expect(resultOf(59, 100).passed).toBe(false);
    expect(resultOf(60, 100).passed).toBe(true);
    expect(resultOf(17, 20)).toEqual({ score: 17, percent: 85, grade: 'B', passed: true });
  });
});
