import type { PretestAnswer, PretestPart } from '@cabinet/api/model';
import { savePretestAnswer } from '@cabinet/api/pretests';
import { useMemo } from 'react';
import { useAnswerSync } from '../../shared/answer-outbox/use-answer-sync';
import { type OutboxKey, type PendingAnswer, placementOutbox } from './answer-outbox';

export type { SaveState } from '../../shared/answer-outbox/use-answer-sync';

/** Codes after which resending cannot help until the page reads the part again. */
export const STOPPING: ReadonlySet<string> = new Set([
  'time_is_up',
  'test_paused',
  'transition_not_allowed',
  'not_found',
  'forbidden',
]);

const optionOf = (pending: PendingAnswer) => pending.optionId;

type Options = OutboxKey & {
  part: PretestPart;
  /** The answers the school keeps, from the sheet. */
  saved: readonly PretestAnswer[];
  /** Answers can be given and sent (the part runs and is not paused). */
  active: boolean;
  /** The school refused with a code that needs the page to read the part again. */
  onStopped?: (code: string) => void;
};

/**
 * The answers of a multiple-choice part: each saved as it is given, through the outbox on the
 * device, resent in order when the connection comes back (or every 5 s), and shown with its state.
 */
export function usePartAnswers({ userId, attemptId, part, saved, active, onStopped }: Options) {
  const key = useMemo(() => ({ userId, attemptId, part }), [userId, attemptId, part]);
  const school = useMemo(
    () =>
      saved.map((answer) => ({
        questionId: answer.question_id,
        value: answer.option_id,
        revision: answer.revision,
      })),
    [saved],
  );
  const sync = useAnswerSync({
    outbox: placementOutbox,
    key,
    saved: school,
    valueOf: optionOf,
    send: async (questionId, pending) => {
      const { data } = await savePretestAnswer(
        attemptId,
        part,
        questionId,
        { option_id: pending.optionId, revision: pending.revision },
        { silent: true },
      );
      return { value: data.option_id, revision: data.revision };
    },
    active,
    stopping: STOPPING,
    onStopped,
  });
  const choose = (questionId: number, optionId: number | null) => sync.give(questionId, { optionId });
  return { choices: sync.values, states: sync.states, choose, pendingCount: sync.pendingCount };
}
