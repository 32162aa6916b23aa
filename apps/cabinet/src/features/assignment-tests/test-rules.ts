import type { Assignment, TestQuestion, Work, WorkAnswerInput, WorkStatus } from '@cabinet/api/model';

/** The options chosen per question while the test is taken: question id → option ids. */
export type ChosenAnswers = Record<string, number[]>;

/** The chosen options of a question that are really among its options, each once. */
const chosenOf = (question: TestQuestion, answers: ChosenAnswers): number[] => {
  const ids = new Set(question.options.map((option) => option.id));
  return [...new Set(answers[String(question.id)] ?? [])].filter((id) => ids.has(id));
};

export const isAnswered = (question: TestQuestion, answers: ChosenAnswers): boolean =>
  chosenOf(question, answers).length > 0;

/** How many questions have at least one option chosen. */
export const answeredCount = (questions: readonly TestQuestion[], answers: ChosenAnswers): number =>
  questions.filter((question) => isAnswered(question, answers)).length;

/** The numbers (from 1, in the student's order) of the questions left without an answer. */
export const unansweredNumbers = (questions: readonly TestQuestion[], answers: ChosenAnswers): number[] =>
  questions.flatMap((question, index) => (isAnswered(question, answers) ? [] : [index + 1]));

/**
 * What is sent to finish the test: the answered questions only (the contract lets unanswered ones
 * be left out), a single choice for a one-option question, only options of the question. With the
 * answers' revisions (question id → revision), each answer carries its own, and a question cleared
 * on the device is sent empty, so the school counts what the device shows rather than an older
 * saved answer (docs/rules-and-limits.md#tests-on-the-platform).
 */
export function answerInputs(
  questions: readonly TestQuestion[],
  answers: ChosenAnswers,
  revisions: Readonly<Record<number, number>> = {},
): WorkAnswerInput[] {
  return questions.flatMap((question) => {
    const chosen = chosenOf(question, answers);
    const revision = revisions[question.id];
    if (chosen.length === 0 && revision === undefined) return [];
    const option_ids = question.multiple ? chosen : chosen.slice(0, 1);
    return [{ question_id: question.id, option_ids, ...(revision === undefined ? {} : { revision }) }];
  });
}

/** The answers a finished work holds, in the same shape as those being chosen. */
export const answersOfWork = (work: Pick<Work, 'answers'>): ChosenAnswers =>
  Object.fromEntries(work.answers.map((answer) => [String(answer.question_id), [...answer.option_ids]]));

const sameChoice = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * How many answers given on this device the school does not hold as given (they did not reach it
 * before the test was handed in): the device's waiting answers against the answers counted.
 */
export function answersLeftBehind(waiting: ChosenAnswers, counted: Pick<Work, 'answers'>): number {
  const held = answersOfWork(counted);
  return Object.entries(waiting).filter(([id, options]) => !sameChoice(options, held[id] ?? [])).length;
}

/**
 * Which result line to show: passed, or the seed's "Sorry, you didn't pass the test!"; null while
 * there is no score.
 */
export function resultLine(work: Pick<Work, 'score' | 'passed'>): 'passed' | 'failed' | null {
  if (work.score === null || work.passed === null) return null;
  return work.passed ? 'passed' : 'failed';
}

const NOT_STARTED: readonly WorkStatus[] = ['not_opened', 'not_written'];

/**
 * What the page shows under the test's information:
 * - `outside`: a test held outside the platform (information, then its result);
 * - `start`: the student may start it; `taking`: the student is answering it;
 * - `result`: a scored test (its result and, on the platform, the answers);
 * - `status`: anything else (not started yet for a parent, missed, incomplete, being reviewed).
 */
export type TestStage = 'outside' | 'start' | 'taking' | 'result' | 'status';

export function testStage(
  assignment: Pick<Assignment, 'platform'>,
  work: Pick<Work, 'status' | 'can_edit' | 'score'>,
  readOnly: boolean,
): TestStage {
  if (assignment.platform === 'outside') return 'outside';
  if (work.score !== null && work.status === 'completed') return 'result';
  if (assignment.platform !== 'on') return work.score !== null ? 'result' : 'status';
  if (!readOnly && work.can_edit) {
    if (NOT_STARTED.includes(work.status)) return 'start';
    if (work.status === 'in_progress') return 'taking';
  }
  return work.score !== null ? 'result' : 'status';
}

/** Whether the work may still be taken (or is being taken): the deadline's countdown then matters. */
export const isOpen = (status: WorkStatus): boolean =>
  NOT_STARTED.includes(status) || status === 'in_progress';

/**
 * The page of another test of the course, next to this one: the same address with the other id
 * in place of this one (the test's routes end with its id); null when the address does not.
 */
export function siblingTestPath(pathname: string, currentId: number, otherId: number): string | null {
  const trimmed = pathname.replace(/\/+$/, '');
  const suffix = `/${currentId}`;
  return trimmed.endsWith(suffix) ? `${trimmed.slice(0, -suffix.length)}/${otherId}` : null;
}
