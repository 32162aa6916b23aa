import { clock } from '@cabinet/api/time';

/**
 * Answers of a placement-test part not yet confirmed by the school, kept on the device: every
 * answer goes here first and leaves only when the school has kept it (or a newer one), so a
 * dropped connection, a reload, a second tab or signing out in the middle loses nothing. Keyed by
 * the user, the attempt and the part; one entry per question, the latest.
 */
export type PendingAnswer = { optionId: number | null; revision: number };
export type Outbox = Record<string, PendingAnswer>;
export type OutboxKey = { userId: number; attemptId: number; part: string };

const keyOf = ({ userId, attemptId, part }: OutboxKey) => `placementOutbox:${userId}:${attemptId}:${part}`;

const isPending = (value: unknown): value is PendingAnswer =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as PendingAnswer).revision) &&
  ((value as PendingAnswer).optionId === null || Number.isSafeInteger((value as PendingAnswer).optionId));

export function readOutbox(key: OutboxKey, storage: Storage = localStorage): Outbox {
  try {
    const value: unknown = JSON.parse(storage.getItem(keyOf(key)) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, PendingAnswer] => isPending(entry[1])),
    );
  } catch {
    return {};
  }
}

function writeOutbox(key: OutboxKey, outbox: Outbox, storage: Storage): void {
  try {
    if (Object.keys(outbox).length === 0) storage.removeItem(keyOf(key));
    else storage.setItem(keyOf(key), JSON.stringify(outbox));
  } catch {
    // A full or blocked storage: the answer stays in the page and is still sent.
  }
}

/** Puts an answer in the outbox unless a newer one for the question is already there. */
export function putAnswer(
  key: OutboxKey,
  questionId: number,
  answer: PendingAnswer,
  storage: Storage = localStorage,
): Outbox {
  const outbox = readOutbox(key, storage);
  const kept = outbox[String(questionId)];
  if (!kept || answer.revision > kept.revision) outbox[String(questionId)] = answer;
  writeOutbox(key, outbox, storage);
  return outbox;
}

/** Takes a question's answer out once the school keeps this revision or a newer one. */
export function confirmAnswer(
  key: OutboxKey,
  questionId: number,
  keptRevision: number,
  storage: Storage = localStorage,
): Outbox {
  const outbox = readOutbox(key, storage);
  const pending = outbox[String(questionId)];
  if (pending && pending.revision <= keptRevision) delete outbox[String(questionId)];
  writeOutbox(key, outbox, storage);
  return outbox;
}

/** Forgets a part's outbox (its time is up: the school has what it has). */
export function clearOutbox(key: OutboxKey, storage: Storage = localStorage): void {
  writeOutbox(key, {}, storage);
}

/** The pending answers in the order they were given (their revisions), to send in that order. */
export const inOrder = (outbox: Outbox): [number, PendingAnswer][] =>
  Object.entries(outbox)
    .map(([id, answer]): [number, PendingAnswer] => [Number(id), answer])
    .sort((a, b) => a[1].revision - b[1].revision);

/**
 * A revision that grows with every answer on this device, across reloads and tabs: the school
 * keeps the highest, so a later answer always wins over an earlier one resent late.
 */
export function nextRevision(storage: Storage = localStorage, now = clock.nowMs()): number {
  const KEY = 'placementRevision';
  let last = 0;
  try {
    last = Number(storage.getItem(KEY)) || 0;
  } catch {
    // No storage: the time alone orders the answers.
  }
  const next = Math.max(now, last + 1);
  try {
    storage.setItem(KEY, String(next));
  } catch {
    // As above.
  }
  return next;
}
