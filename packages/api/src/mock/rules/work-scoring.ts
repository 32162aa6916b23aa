import { type Grade, PASS_PERCENT, gradeOf, percentOf } from './grades';

export type ScoredQuestion = { id: number; points: number; correct_option_ids: number[] };
export type GivenAnswer = { question_id: number; option_ids: number[] };

export type TestResult = { score: number; percent: number; grade: Grade; passed: boolean };

/**
 * The statuses whose score is the test's result: completed, and incomplete (handed in at the
 * deadline with the answers saved by then, docs/statuses.md#assigned-work).
 */
export const isScoredStatus = (status: string): boolean => status === 'completed' || status === 'incomplete';

/** The result of a score out of a maximum: percent, grade A-F and passed from 60 % (PASS_PERCENT). */
export function resultOf(score: number, maxScore: number): TestResult {
  const percent = percentOf(score, maxScore);
  return { score, percent, grade: gradeOf(percent), passed: percent >= PASS_PERCENT };
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Points earned per question: all its points when exactly the correct options are chosen, else 0. */
export function pointsPerQuestion(questions: ScoredQuestion[], answers: GivenAnswer[]): Map<number, number> {
  const chosen = new Map(answers.map((answer) => [answer.question_id, [...new Set(answer.option_ids)]]));
  return new Map(
    questions.map((q) => [q.id, sameSet(chosen.get(q.id) ?? [], q.correct_option_ids) ? q.points : 0]),
  );
}

/**
 * Scores an on-platform test: the share of the questions' points earned, scaled to the test's
 * maximum score and rounded.
 */
export function scoreTest(questions: ScoredQuestion[], answers: GivenAnswer[], maxScore: number): TestResult {
  const total = questions.reduce((sum, q) => sum + q.points, 0);
  const earned = [...pointsPerQuestion(questions, answers).values()].reduce((sum, p) => sum + p, 0);
  const score = total > 0 ? Math.round((earned / total) * maxScore) : 0;
  return resultOf(score, maxScore);
}
