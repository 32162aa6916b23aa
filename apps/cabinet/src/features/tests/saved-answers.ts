import type { ChosenAnswers } from './test-rules';

/**
 * The answers of a test being taken, kept in the browser at every choice so a reload (or a failed
 * finish, or signing in again) finds them: keyed by the signed-in user, the test and the student.
 */
export type AnswersKey = { userId: number; assignmentId: number; studentId: number };

const PREFIX = 'testAnswers';

export const answersKey = ({ userId, assignmentId, studentId }: AnswersKey): string =>
  `${PREFIX}:${userId}:${assignmentId}:${studentId}`;

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id) && (id as number) > 0);

/** The kept answers (only well-formed entries), or an empty set when none can be read. */
export function readAnswers(key: AnswersKey, storage: Storage = localStorage): ChosenAnswers {
  try {
    const raw = storage.getItem(answersKey(key));
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, number[]] => isIdList(entry[1])),
    );
  } catch {
    return {};
  }
}

/** Keeps the answers; a full or blocked storage is ignored (the form still holds them). */
export function writeAnswers(key: AnswersKey, answers: ChosenAnswers, storage: Storage = localStorage): void {
  try {
    storage.setItem(answersKey(key), JSON.stringify(answers));
  } catch {
    // Nothing to do: the answers stay on the page.
  }
}

export function clearAnswers(key: AnswersKey, storage: Storage = localStorage): void {
  try {
    storage.removeItem(answersKey(key));
  } catch {
    // Nothing to do.
  }
}
