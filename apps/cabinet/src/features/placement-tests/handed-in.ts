import type { PretestAttempt, PretestPart, PretestSheet } from '@cabinet/api/model';
import { placementOutbox } from './answer-outbox';
import { draftKeysOf, readDraft, writeDraft } from './writing-draft';

/**
 * What the device still keeps of a part handed in (its time ran out while answers waited, or it was
 * handed in here or elsewhere): the school will never take it, so it is counted for the taker and
 * then forgotten; nothing of a finished attempt stays in storage (docs/rules-and-limits.md).
 * Matched by the attempt, whoever of this device's users kept it: an attempt is one taker's.
 */
export type Unsent = { answers: number; writing: boolean };

const ofPart = (attemptId: number, part: PretestPart) => (parts: string[]) =>
  parts[1] === String(attemptId) && parts[2] === part;

/**
 * A done part's sheet shows what the school counted: the waiting answers and the draft that equal
 * it reached the school after all (or never needed to), and leave the device.
 */
export function forgetWhatTheSchoolHolds(sheet: PretestSheet): void {
  const attemptId = sheet.attempt.id;
  const part = sheet.part.part;
  const counted = new Map(sheet.answers.map((answer) => [answer.question_id, answer.option_id]));
  for (const { storageKey, outbox } of placementOutbox.stored(ofPart(attemptId, part))) {
    const [, userId] = storageKey.split(':');
    const key = { userId: Number(userId), attemptId, part };
    for (const [id, pending] of Object.entries(outbox)) {
      if ((counted.get(Number(id)) ?? null) === pending.optionId) {
        placementOutbox.confirm(key, Number(id), pending.revision);
      }
    }
  }
  if (part === 'writing' && sheet.writing) {
    for (const key of draftKeysOf(attemptId)) {
      if (readDraft(key)?.text === sheet.writing.text) writeDraft(key, null);
    }
  }
}

const handedIn = (attempt: PretestAttempt) =>
  new Set(
    attempt.parts
      .filter((part) => attempt.finished_at !== null || part.status === 'done')
      .map((part) => part.part),
  );

/** How many answers (and whether the writing) of the parts handed in never reached the school. */
export function unsentOf(attempt: PretestAttempt): Unsent {
  const done = handedIn(attempt);
  const answers = placementOutbox
    .stored((parts) => parts[1] === String(attempt.id) && done.has(parts[2] as PretestPart))
    .reduce((sum, { outbox }) => sum + Object.keys(outbox).length, 0);
  const writing = done.has('writing') && draftKeysOf(attempt.id).some((key) => readDraft(key) !== null);
  return { answers, writing };
}

/** Forgets what the device keeps of the parts handed in; of a finished attempt, everything. */
export function forgetHandedIn(attempt: PretestAttempt): void {
  for (const part of handedIn(attempt)) forgetPart(attempt.id, part);
}

/** Forgets a part's waiting answers (and, for the writing, its draft). */
export function forgetPart(attemptId: number, part: PretestPart): void {
  placementOutbox.forget(ofPart(attemptId, part));
  if (part === 'writing') for (const key of draftKeysOf(attemptId)) writeDraft(key, null);
}
