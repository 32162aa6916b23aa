import { saveTestAnswer } from '@cabinet/api/assignments';
import type { Work } from '@cabinet/api/model';
import { useMemo, useState } from 'react';
import { useAnswerSync } from '../../shared/answer-outbox/use-answer-sync';
import { type PendingChoice, type TestAnswersKey, adoptLegacyAnswers, testOutbox } from './test-outbox';
import type { ChosenAnswers } from './test-rules';

/** Codes after which resending cannot help until the page reads the work again. */
const STOPPING: ReadonlySet<string> = new Set([
  'time_is_up',
  'transition_not_allowed',
  'not_found',
  'forbidden',
]);

const optionsOf = (pending: PendingChoice) => pending.optionIds;

type Options = {
  key: TestAnswersKey;
  /** The work in progress: the answers the school keeps, as last read. */
  work: Pick<Work, 'answers'>;
  /** Answers can be given and sent (the test is being taken). */
  active: boolean;
  /** The school refused with a code that needs the page to read the work again (the deadline). */
  onStopped?: ((code: string) => void) | undefined;
};

/**
 * The answers of an assigned test being taken: each saved to the school as it is given, through
 * the outbox on the device (kept there until the school confirms it), resent in order when the
 * connection returns (and every 5 s), and shown with its state. Another device's saved answers
 * arrive with the work (docs/rules-and-limits.md#tests-on-the-platform).
 */
export function useTestAnswers({ key, work, active, onStopped }: Options) {
  // Answers an earlier version kept until the finish join the outbox first.
  useState(() => adoptLegacyAnswers(key));
  const saved = useMemo(
    () =>
      work.answers.map((answer) => ({
        questionId: answer.question_id,
        value: answer.option_ids,
        revision: answer.revision,
      })),
    [work.answers],
  );
  const sync = useAnswerSync({
    outbox: testOutbox,
    key,
    saved,
    valueOf: optionsOf,
    send: async (questionId, pending) => {
      const { data } = await saveTestAnswer(
        key.assignmentId,
        key.studentId,
        questionId,
        { option_ids: pending.optionIds, revision: pending.revision },
        { silent: true },
      );
      return { value: data.option_ids, revision: data.revision };
    },
    active,
    stopping: STOPPING,
    onStopped,
  });
  const answers: ChosenAnswers = useMemo(
    () => Object.fromEntries(Object.entries(sync.values).map(([id, options]) => [id, [...options]])),
    [sync.values],
  );
  const choose = (questionId: number, optionIds: number[]) => sync.give(questionId, { optionIds });
  return {
    answers,
    states: sync.states,
    revisions: sync.revisions,
    choose,
  };
}
