import type { EventTestState } from '../../generated/model';

/** The share of right answers, in percent, that passes an event's test. */
export const EVENT_TEST_PASS_PERCENT = 60;

export type EventTestRefusal = 'not_registered' | 'event_test_closed' | 'name_en_required';

/**
 * Why the event's test cannot be taken, or null when it can. In order: the caller holds no free
 * or paid place; the event has not ended, or the caller passed already; the caller has no English
 * full name ("an English full name is required before taking an event test for the certificate").
 */
export function testRefusal(facts: {
  holdsPlace: boolean;
  ended: boolean;
  passed: boolean;
  nameEn: string | null | undefined;
}): EventTestRefusal | null {
  if (!facts.holdsPlace) return 'not_registered';
  if (!facts.ended || facts.passed) return 'event_test_closed';
  if (!facts.nameEn?.trim()) return 'name_en_required';
  return null;
}

/** The test's state for the caller: open after the event for a participant, passed once passed. */
export function testState(facts: { holdsPlace: boolean; ended: boolean; passed: boolean }): EventTestState {
  if (facts.passed) return 'passed';
  return facts.holdsPlace && facts.ended ? 'open' : 'not_open';
}

export type TestQuestionKey = { id: number; optionIds: readonly number[]; rightOptionId: number };
export type TestAnswer = { question_id: number; option_id: number };
export type TestScore = { correct: number; total: number; percent: number; passed: boolean };

/**
 * Scores a try: one answer for every question, each naming one of its options; the share of right
 * answers rounded down to a whole percent passes at the threshold or more. Null when an answer is
 * missing, repeated or names a question or option of another test.
 */
export function scoreTest(
  questions: readonly TestQuestionKey[],
  answers: readonly TestAnswer[],
  passPercent = EVENT_TEST_PASS_PERCENT,
): TestScore | null {
  if (answers.length !== questions.length) return null;
  let correct = 0;
  for (const question of questions) {
    const given = answers.filter((answer) => answer.question_id === question.id);
    if (given.length !== 1 || !question.optionIds.includes(given[0]!.option_id)) return null;
    if (given[0]!.option_id === question.rightOptionId) correct++;
  }
  const total = questions.length;
  const percent = Math.floor((correct * 100) / total);
  return { correct, total, percent, passed: percent >= passPercent };
}
