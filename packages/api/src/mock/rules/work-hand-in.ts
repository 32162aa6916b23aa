import { type ScoredQuestion, pointsPerQuestion, scoreTest } from './work-scoring';

/**
 * The answers of an on-platform test saved one by one as they are given, and how the test is
 * handed in with them (docs/statuses.md#assigned-work, docs/rules-and-limits.md#tests-on-the-platform).
 * `revision` is the student's own counter: per question the school keeps the highest; an answer
 * that came only with the finish has none.
 */
export type HeldAnswer = { question_id: number; option_ids: number[]; revision: number | null };
export type CountedAnswer = HeldAnswer & { points: number };

const newer = (candidate: HeldAnswer, kept: HeldAnswer | undefined): boolean =>
  !kept || kept.revision === null || (candidate.revision ?? Infinity) > kept.revision;

/**
 * Saves one answer unless the school holds a newer one for the question (an equal or lower
 * revision changes nothing): the answers after the save and the one kept for the question.
 */
export function keepAnswer(
  held: readonly HeldAnswer[],
  answer: HeldAnswer & { revision: number },
): { answers: HeldAnswer[]; kept: HeldAnswer; changed: boolean } {
  const kept = held.find((candidate) => candidate.question_id === answer.question_id);
  if (kept && kept.revision !== null && answer.revision <= kept.revision) {
    return { answers: [...held], kept, changed: false };
  }
  const saved = { ...answer, option_ids: [...new Set(answer.option_ids)] };
  return {
    answers: [...held.filter((candidate) => candidate !== kept), saved],
    kept: saved,
    changed: true,
  };
}

/**
 * The answers a finish counts: those sent, merged with those saved as given. Per question the
 * higher revision wins, and an answer sent without a revision (the student's final word) wins
 * over a saved one; a saved answer to a question not sent is counted as well.
 */
export function finishAnswers(held: readonly HeldAnswer[], sent: readonly HeldAnswer[]): HeldAnswer[] {
  const byQuestion = new Map(held.map((answer) => [answer.question_id, answer]));
  for (const answer of sent) {
    const kept = byQuestion.get(answer.question_id);
    if (answer.revision === null || newer(answer, kept)) byQuestion.set(answer.question_id, answer);
  }
  return [...byQuestion.values()];
}

/**
 * Hands a test in with its answers, as a finish does and as the school does at the deadline: the
 * answered questions (an empty answer is no answer), each with the points it earned, and the score
 * by the scoring rule (work-scoring.ts).
 */
export function handIn(
  questions: ScoredQuestion[],
  answers: readonly HeldAnswer[],
  maxScore: number,
): { answers: CountedAnswer[]; score: number } {
  const order = new Map(questions.map((question, index) => [question.id, index]));
  const given = answers
    .filter((answer) => answer.option_ids.length > 0 && order.has(answer.question_id))
    .sort((a, b) => (order.get(a.question_id) ?? 0) - (order.get(b.question_id) ?? 0))
    .map((answer) => ({ ...answer, option_ids: [...new Set(answer.option_ids)] }));
  const points = pointsPerQuestion(questions, given);
  return {
    answers: given.map((answer) => ({ ...answer, points: points.get(answer.question_id) ?? 0 })),
    score: scoreTest(questions, given, maxScore).score,
  };
}
