import { answerOutbox } from '../../shared/answer-outbox/answer-outbox';

/**
 * The placement test's outboxes (shared/answer-outbox): the answers of a multiple-choice part not
 * yet confirmed by the school, keyed by the user, the attempt and the part.
 */
export type PendingAnswer = { optionId: number | null; revision: number };
export type OutboxKey = { userId: number; attemptId: number; part: string };

const isPending = (value: unknown): value is PendingAnswer =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as PendingAnswer).revision) &&
  ((value as PendingAnswer).optionId === null || Number.isSafeInteger((value as PendingAnswer).optionId));

export const placementOutbox = answerOutbox<OutboxKey, PendingAnswer>({
  prefix: 'placementOutbox',
  parts: ({ userId, attemptId, part }) => [userId, attemptId, part],
  isAnswer: isPending,
  revisionKey: 'placementRevision',
});
