import { answerOutbox } from '../../shared/answer-outbox/answer-outbox';

/**
 * The answers of an assigned test being taken that the school has not confirmed yet, on the device
 * (shared/answer-outbox): keyed by the signed-in user, the test and the student.
 */
export type TestAnswersKey = { userId: number; assignmentId: number; studentId: number };
export type PendingChoice = { optionIds: number[]; revision: number };

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isSafeInteger(id) && (id as number) > 0);

const isPending = (value: unknown): value is PendingChoice =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as PendingChoice).revision) &&
  isIdList((value as PendingChoice).optionIds);

export const testOutbox = answerOutbox<TestAnswersKey, PendingChoice>({
  prefix: 'testOutbox',
  parts: ({ userId, assignmentId, studentId }) => [userId, assignmentId, studentId],
  isAnswer: isPending,
  revisionKey: 'testRevision',
});

const LEGACY_PREFIX = 'testAnswers';

const parsed = (raw: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

/**
 * Answers an earlier version of the cabinet kept on the device until the finish (`testAnswers:…`,
 * the whole sheet at once): they join the outbox, to be sent as if just given, and the old entry
 * goes (an unreadable one too). Nothing of them is lost by the change.
 */
export function adoptLegacyAnswers(key: TestAnswersKey, storage: Storage = localStorage): void {
  const legacyKey = [LEGACY_PREFIX, key.userId, key.assignmentId, key.studentId].join(':');
  try {
    const raw = storage.getItem(legacyKey);
    if (raw === null) return;
    for (const [id, optionIds] of Object.entries(parsed(raw))) {
      if (/^\d+$/.test(id) && isIdList(optionIds) && optionIds.length > 0) {
        testOutbox.put(key, Number(id), { optionIds, revision: testOutbox.nextRevision() });
      }
    }
    storage.removeItem(legacyKey);
  } catch {
    // A blocked storage holds nothing to adopt.
  }
}
