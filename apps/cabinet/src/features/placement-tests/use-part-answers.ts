import { ApiError } from '@cabinet/api/http';
import type { PretestAnswer, PretestPart } from '@cabinet/api/model';
import { savePretestAnswer } from '@cabinet/api/pretests';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type OutboxKey, confirmAnswer, inOrder, nextRevision, putAnswer, readOutbox } from './answer-outbox';

/** Where an answer is: kept by the school, on its way, or on this device waiting to be sent. */
export type SaveState = 'saved' | 'saving' | 'pending';

/** Codes after which resending cannot help until the page reads the part again. */
export const STOPPING = new Set([
  'time_is_up',
  'test_paused',
  'transition_not_allowed',
  'not_found',
  'forbidden',
]);
const RETRY_MS = 5_000;

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
  const merge = useCallback(() => {
    const choices: Record<number, number | null> = {};
    const states: Record<number, SaveState> = {};
    for (const answer of saved) {
      choices[answer.question_id] = answer.option_id;
      states[answer.question_id] = 'saved';
    }
    for (const [id, pending] of inOrder(readOutbox(key))) {
      choices[id] = pending.optionId;
      states[id] = 'pending';
    }
    return { choices, states };
  }, [key, saved]);
  const [view, setView] = useState(merge);
  const sending = useRef(false);
  const again = useRef(false);
  const stopped = useRef(onStopped);
  useEffect(() => {
    stopped.current = onStopped;
  });

  const setState = (id: number, state: SaveState) =>
    setView((current) => ({ ...current, states: { ...current.states, [id]: state } }));

  const flush = useCallback(async () => {
    if (!active) return;
    if (sending.current) {
      again.current = true;
      return;
    }
    sending.current = true;
    try {
      do {
        again.current = false;
        for (const [id, pending] of inOrder(readOutbox(key))) {
          setState(id, 'saving');
          try {
            const { data } = await savePretestAnswer(
              attemptId,
              part,
              id,
              { option_id: pending.optionId, revision: pending.revision },
              { silent: true },
            );
            const left = confirmAnswer(key, id, data.revision);
            setState(id, left[String(id)] ? 'pending' : 'saved');
          } catch (error) {
            setState(id, 'pending');
            if (error instanceof ApiError && STOPPING.has(error.code)) stopped.current?.(error.code);
            return;
          }
        }
      } while (again.current);
    } finally {
      sending.current = false;
    }
  }, [active, attemptId, key, part]);

  const choose = (questionId: number, optionId: number | null) => {
    putAnswer(key, questionId, { optionId, revision: nextRevision() });
    setView((current) => ({
      choices: { ...current.choices, [questionId]: optionId },
      states: { ...current.states, [questionId]: 'pending' },
    }));
    void flush();
  };

  // The school's answers arrive (a refetch): merge them with what waits on the device.
  const [mergedFrom, setMergedFrom] = useState(() => merge);
  if (mergedFrom !== merge) {
    setMergedFrom(() => merge);
    setView(merge());
  }

  // What waits on the device is sent at once, and again whenever the part runs again.
  useEffect(() => {
    const first = window.setTimeout(() => void flush(), 0);
    return () => window.clearTimeout(first);
  }, [flush]);

  // Resend when the connection returns, when another tab changed the outbox, and every 5 s meanwhile.
  useEffect(() => {
    const resend = () => void flush();
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key?.startsWith('placementOutbox:')) {
        setView(merge());
        resend();
      }
    };
    window.addEventListener('online', resend);
    window.addEventListener('storage', fromOtherTab);
    const timer = window.setInterval(() => {
      if (Object.keys(readOutbox(key)).length > 0) resend();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', resend);
      window.removeEventListener('storage', fromOtherTab);
      window.clearInterval(timer);
    };
  }, [flush, key, merge]);

  const pendingCount = Object.values(view.states).filter((state) => state !== 'saved').length;
  return { ...view, choose, pendingCount };
}
