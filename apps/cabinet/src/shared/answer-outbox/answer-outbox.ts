import { clock } from '@cabinet/api/time';

/**
 * Answers of timed work not yet confirmed by the school, kept on the device: every answer goes
 * here first and leaves only when the school keeps it (or a newer one), so a dropped connection, a
 * reload, a second tab or signing out in the middle loses nothing. One entry per question, the
 * latest, with the revision that orders it (the school keeps the highest; docs/rules-and-limits.md).
 * Each feature keeps its own outboxes under its own prefix, keyed by the user and the record.
 */
export type Pending = { revision: number };
export type Outbox<P extends Pending> = Record<string, P>;

type OutboxOptions<K, P extends Pending> = {
  /** The feature's prefix of the storage keys, e.g. `placementOutbox`. */
  prefix: string;
  /** What follows the prefix in a key: the user first, then the record. */
  parts: (key: K) => readonly (string | number)[];
  /** Whether a stored entry is an answer of this feature (anything else is ignored). */
  isAnswer: (value: unknown) => value is P;
  /** Where the device's last revision is kept. */
  revisionKey: string;
  storage?: () => Storage;
};

export type AnswerOutbox<K, P extends Pending> = {
  storageKey: (key: K) => string;
  read: (key: K) => Outbox<P>;
  /** Puts an answer in unless a newer one for the question is already there. */
  put: (key: K, questionId: number, answer: P) => Outbox<P>;
  /** Takes a question's answer out once the school keeps this revision or a newer one. */
  confirm: (key: K, questionId: number, keptRevision: number) => Outbox<P>;
  clear: (key: K) => void;
  /** The stored outboxes whose key parts (after the prefix) match, e.g. every part of an attempt. */
  stored: (match: (parts: string[]) => boolean) => { storageKey: string; outbox: Outbox<P> }[];
  /** Removes the stored outboxes whose key parts match. */
  forget: (match: (parts: string[]) => boolean) => void;
  nextRevision: (now?: number) => number;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The outboxes of one feature, in the browser's storage (a full or blocked storage is ignored). */
export function answerOutbox<K, P extends Pending>({
  prefix,
  parts,
  isAnswer,
  revisionKey,
  storage = () => localStorage,
}: OutboxOptions<K, P>): AnswerOutbox<K, P> {
  const storageKey = (key: K) => [prefix, ...parts(key)].join(':');

  const readAt = (id: string): Outbox<P> => {
    try {
      const value: unknown = JSON.parse(storage().getItem(id) ?? '{}');
      if (!isRecord(value)) return {};
      return Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, P] => isAnswer(entry[1])),
      );
    } catch {
      return {};
    }
  };

  const writeAt = (id: string, outbox: Outbox<P>) => {
    try {
      if (Object.keys(outbox).length === 0) storage().removeItem(id);
      else storage().setItem(id, JSON.stringify(outbox));
    } catch {
      // A full or blocked storage: the answer stays in the page and is still sent.
    }
  };

  const storedKeys = (match: (parts: string[]) => boolean): string[] => {
    try {
      const all = storage();
      return Array.from({ length: all.length }, (_, index) => all.key(index) ?? '').filter((id) => {
        const [first, ...rest] = id.split(':');
        return first === prefix && match(rest);
      });
    } catch {
      return [];
    }
  };

  const read = (key: K) => readAt(storageKey(key));

  return {
    storageKey,
    read,
    put(key, questionId, answer) {
      const outbox = read(key);
      const kept = outbox[String(questionId)];
      if (!kept || answer.revision > kept.revision) outbox[String(questionId)] = answer;
      writeAt(storageKey(key), outbox);
      return outbox;
    },
    confirm(key, questionId, keptRevision) {
      const outbox = read(key);
      const pending = outbox[String(questionId)];
      if (pending && pending.revision <= keptRevision) delete outbox[String(questionId)];
      writeAt(storageKey(key), outbox);
      return outbox;
    },
    clear: (key) => writeAt(storageKey(key), {}),
    stored: (match) => storedKeys(match).map((id) => ({ storageKey: id, outbox: readAt(id) })),
    forget: (match) => storedKeys(match).forEach((id) => writeAt(id, {})),
    nextRevision: (now = clock.nowMs()) => nextRevision(revisionKey, storage, now),
  };
}

/** The pending answers in the order they were given (their revisions), to send in that order. */
export const inOrder = <P extends Pending>(outbox: Outbox<P>): [number, P][] =>
  Object.entries(outbox)
    .map(([id, answer]): [number, P] => [Number(id), answer])
    .sort((a, b) => a[1].revision - b[1].revision);

/**
 * A revision that grows with every answer on this device, across reloads and tabs: the school
 * keeps the highest, so a later answer always wins over an earlier one resent late.
 */
function nextRevision(key: string, storage: () => Storage, now: number): number {
  let last = 0;
  try {
    last = Number(storage().getItem(key)) || 0;
  } catch {
    // No storage: the time alone orders the answers.
  }
  const next = Math.max(now, last + 1);
  try {
    storage().setItem(key, String(next));
  } catch {
    // As above.
  }
  return next;
}
