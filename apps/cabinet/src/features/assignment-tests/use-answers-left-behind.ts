import type { Work } from '@cabinet/api/model';
import { useEffect, useState } from 'react';
import { testOutbox } from './test-outbox';
import { answersLeftBehind } from './test-rules';

type LeftBehind = {
  assignmentId: number;
  userId: number | undefined;
  studentId: number | undefined;
  /** The work as the school counted it. */
  work: Pick<Work, 'answers'> | undefined;
  /** The test can no longer be answered: finished, or handed in at its deadline. */
  done: boolean;
};

/**
 * Once the test can no longer be answered, the answers still waiting on this device will never
 * reach the school: how many of them differ from what the school counted is told (once), and the
 * device's copy goes. Until then the copy stays, however long the school takes to confirm it.
 */
export function useAnswersLeftBehind({ assignmentId, userId, studentId, work, done }: LeftBehind): number {
  const known = userId !== undefined && studentId !== undefined;
  const of = known ? testOutbox.storageKey({ userId, assignmentId, studentId }) : '';
  const [told, setTold] = useState<{ of: string; count: number } | null>(null);
  if (done && known && work && told?.of !== of) {
    const waiting = Object.fromEntries(
      Object.entries(testOutbox.read({ userId, assignmentId, studentId })).map(([id, pending]) => [
        id,
        pending.optionIds,
      ]),
    );
    setTold({ of, count: answersLeftBehind(waiting, work) });
  }
  const counted = done && told?.of === of;
  useEffect(() => {
    if (counted && userId !== undefined && studentId !== undefined) {
      testOutbox.clear({ userId, assignmentId, studentId });
    }
  }, [counted, userId, studentId, assignmentId]);
  return counted ? (told?.count ?? 0) : 0;
}
