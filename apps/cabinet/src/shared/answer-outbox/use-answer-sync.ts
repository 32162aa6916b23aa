import { ApiError } from '@cabinet/api/http';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type AnswerOutbox, type Pending, inOrder } from './answer-outbox';

/** Where an answer is: kept by the school, on its way, or on this device waiting to be sent. */
export type SaveState = 'saved' | 'saving' | 'pending';

/** An answer as the school keeps it: its value and revision (null when it has none). */
export type SchoolAnswer<V> = { questionId: number; value: V; revision: number | null };

const RETRY_MS = 5_000;

type SyncOptions<K, P extends Pending, V> = {
  outbox: AnswerOutbox<K, P>;
  /** The outbox's key (the same object while it is the same user and record). */
  key: K;
  /** The answers the school keeps, as last read (the same array until read again). */
  saved: readonly SchoolAnswer<V>[];
  /** The value of a waiting answer (a function that never changes). */
  valueOf: (pending: P) => V;
  /** Sends one answer; resolves with the answer the school keeps for the question. */
  send: (questionId: number, pending: P) => Promise<{ value: V; revision: number }>;
  /** Answers can be given and sent now. */
  active: boolean;
  /** Error codes after which resending cannot help until the page reads the work again. */
  stopping: ReadonlySet<string>;
  onStopped?: ((code: string) => void) | undefined;
};

type View<V> = {
  values: Record<number, V>;
  states: Record<number, SaveState>;
  revisions: Record<number, number>;
};

/**
 * Answers saved one by one as they are given, through the outbox on the device: each is sent at
 * once, resent in the order given when the connection returns, when another tab changed the outbox
 * and every 5 s while any waits, and shown with its state. A waiting answer that the school already
 * holds a newer one for is shown as the school has it (and leaves the outbox when resent).
 */
export function useAnswerSync<K, P extends Pending, V>({
  outbox,
  key,
  saved,
  valueOf,
  send,
  active,
  stopping,
  onStopped,
}: SyncOptions<K, P, V>) {
  const merge = useCallback((): View<V> => {
    const view: View<V> = { values: {}, states: {}, revisions: {} };
    const school = new Map(saved.map((answer) => [answer.questionId, answer]));
    for (const answer of saved) {
      view.values[answer.questionId] = answer.value;
      view.states[answer.questionId] = 'saved';
      if (answer.revision !== null) view.revisions[answer.questionId] = answer.revision;
    }
    for (const [id, pending] of inOrder(outbox.read(key))) {
      const kept = school.get(id)?.revision ?? null;
      if (kept !== null && kept >= pending.revision) continue;
      view.values[id] = valueOf(pending);
      view.states[id] = 'pending';
      view.revisions[id] = pending.revision;
    }
    return view;
  }, [outbox, key, saved, valueOf]);
  const [view, setView] = useState(merge);
  const sending = useRef(false);
  const again = useRef(false);
  const latest = useRef({ send, onStopped });
  useEffect(() => {
    latest.current = { send, onStopped };
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
        for (const [id, pending] of inOrder(outbox.read(key))) {
          setState(id, 'saving');
          try {
            const kept = await latest.current.send(id, pending);
            const waiting = outbox.confirm(key, id, kept.revision)[String(id)];
            setView((current) => ({
              values: waiting ? current.values : { ...current.values, [id]: kept.value },
              states: { ...current.states, [id]: waiting ? 'pending' : 'saved' },
              revisions: waiting ? current.revisions : { ...current.revisions, [id]: kept.revision },
            }));
          } catch (error) {
            setState(id, 'pending');
            if (error instanceof ApiError && stopping.has(error.code)) latest.current.onStopped?.(error.code);
            return;
          }
        }
      } while (again.current);
    } finally {
      sending.current = false;
    }
  }, [active, outbox, key, stopping]);

  /** Gives an answer: kept on the device at once, then sent. */
  const give = (questionId: number, answer: Omit<P, 'revision'>) => {
    const pending = { ...answer, revision: outbox.nextRevision() } as P;
    outbox.put(key, questionId, pending);
    setView((current) => ({
      values: { ...current.values, [questionId]: valueOf(pending) },
      states: { ...current.states, [questionId]: 'pending' },
      revisions: { ...current.revisions, [questionId]: pending.revision },
    }));
    void flush();
  };

  // The school's answers arrive (a read again): merge them with what waits on the device.
  const [mergedFrom, setMergedFrom] = useState(() => merge);
  if (mergedFrom !== merge) {
    setMergedFrom(() => merge);
    setView(merge());
  }

  // What waits on the device is sent at once, and again whenever answering is possible again.
  useEffect(() => {
    const first = window.setTimeout(() => void flush(), 0);
    return () => window.clearTimeout(first);
  }, [flush]);

  // Resend when the connection returns, when another tab changed the outbox, and every 5 s meanwhile.
  useEffect(() => {
    const storageKey = outbox.storageKey(key);
    const resend = () => void flush();
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === storageKey) {
        setView(merge());
        resend();
      }
    };
    window.addEventListener('online', resend);
    window.addEventListener('storage', fromOtherTab);
    const timer = window.setInterval(() => {
      if (Object.keys(outbox.read(key)).length > 0) resend();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', resend);
      window.removeEventListener('storage', fromOtherTab);
      window.clearInterval(timer);
    };
  }, [flush, outbox, key, merge]);

  const pendingCount = Object.values(view.states).filter((state) => state !== 'saved').length;
  return { ...view, give, pendingCount };
}
