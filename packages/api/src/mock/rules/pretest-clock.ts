import { isSchoolSunday, schoolToday, shiftDate } from '../../time/school-time';
import {
  BREAK_MINUTES,
  PAUSE_MINUTES,
  type PretestAttemptRow,
  type PretestPartRow,
  TOPIC_CHOICE_MINUTES,
  takenParts,
  variantOf,
} from '../db/pretests';

const MINUTE = 60_000;
const ms = (iso: string) => new Date(iso).getTime();
const iso = (time: number) => new Date(time).toISOString();

/** Entry tests are not held on Sundays: the first day a part can be started. */
export const nextTestDate = (now: Date): string =>
  isSchoolSunday(now) ? shiftDate(schoolToday(now), 1) : schoolToday(now);

export const pauseActive = (attempt: PretestAttemptRow): boolean =>
  attempt.pause_started_at !== null && attempt.pause_ended_at === null;

export const partInProgress = (attempt: PretestAttemptRow): PretestPartRow | undefined =>
  attempt.parts.find((part) => part.status === 'in_progress');

const definitionOf = (attempt: PretestAttemptRow) => variantOf(attempt.variant_id)!;
const partOf = (attempt: PretestAttemptRow, name: string) => attempt.parts.find((part) => part.part === name);

/** Starts a part at `at`: its deadline is then plus the part's minutes. */
export function beginPart(attempt: PretestAttemptRow, part: PretestPartRow, at: number): void {
  const minutes = definitionOf(attempt).test.parts.find((rule) => rule.part === part.part)?.minutes ?? 0;
  part.status = 'in_progress';
  part.started_at = iso(at);
  part.deadline = iso(at + minutes * MINUTE);
}

/**
 * The corporate test's 5-minute break after grammar: when it ends, if the writing has not been
 * started early. Null for entry tests and before grammar is handed in.
 */
export function breakEnd(attempt: PretestAttemptRow): number | null {
  if (attempt.paid === null) return null;
  const grammar = partOf(attempt, 'grammar');
  if (grammar?.status !== 'done' || !grammar.submitted_at) return null;
  return ms(grammar.submitted_at) + BREAK_MINUTES * MINUTE;
}

/** Whether the taker still chooses between two topics, and until when. */
export function topicChoiceEnd(attempt: PretestAttemptRow): number | null {
  const writing = partOf(attempt, 'writing');
  if (attempt.topic_index !== null || !writing?.started_at) return null;
  if (definitionOf(attempt).variant.topics.length < 2) return null;
  return ms(writing.started_at) + TOPIC_CHOICE_MINUTES * MINUTE;
}

/** Ends the running pause at `at`; the part in progress gets the time paused added to its deadline. */
export function endPause(attempt: PretestAttemptRow, at: number): void {
  if (!pauseActive(attempt)) return;
  const paused = Math.max(0, at - ms(attempt.pause_started_at!));
  attempt.pause_ended_at = iso(at);
  const part = partInProgress(attempt);
  if (part?.deadline) {
    part.deadline = iso(ms(part.deadline) + paused);
    part.paused_ms += paused;
  }
}

/** Starts the attempt's one pause; false when it was used already or no part is in progress. */
export function startPause(attempt: PretestAttemptRow, now: number): 'paused' | 'used' | 'no_part' {
  if (attempt.pause_started_at !== null) return 'used';
  if (!partInProgress(attempt)) return 'no_part';
  attempt.pause_started_at = iso(now);
  return 'paused';
}

/** Hands in a part at `at`, assessing it with `assess`. */
export function submitPart(
  attempt: PretestAttemptRow,
  part: PretestPartRow,
  at: number,
  timeUp: boolean,
  assess: (part: PretestPartRow) => void,
): void {
  part.status = 'done';
  part.submitted_at = iso(at);
  part.time_up = timeUp;
  assess(part);
  if (
    attempt.finished_at === null &&
    takenParts(attempt.parts).every((name) => partOf(attempt, name)?.status === 'done')
  ) {
    attempt.finished_at = iso(at);
  }
}

/** One step of the clock at `now`, the earliest due first; false when nothing is due. */
function step(attempt: PretestAttemptRow, now: number, assess: (part: PretestPartRow) => void): boolean {
  if (pauseActive(attempt)) {
    const pauseEnd = ms(attempt.pause_started_at!) + PAUSE_MINUTES * MINUTE;
    if (now < pauseEnd) return false;
    endPause(attempt, pauseEnd);
    return true;
  }
  const part = partInProgress(attempt);
  const choiceEnd = topicChoiceEnd(attempt);
  if (part?.part === 'writing' && choiceEnd !== null && now >= choiceEnd) {
    attempt.topic_index = 0;
    return true;
  }
  if (part?.deadline && now >= ms(part.deadline)) {
    submitPart(attempt, part, ms(part.deadline), true, assess);
    return true;
  }
  const writing = partOf(attempt, 'writing');
  const rest = breakEnd(attempt);
  if (!part && rest !== null && writing?.status === 'not_started' && now >= rest) {
    beginPart(attempt, writing, rest);
    return true;
  }
  return false;
}

/**
 * Brings an attempt up to the school's clock, as every read and write does first: a pause past
 * its 15 minutes ends at its 15th minute; a part past its deadline is submitted at the deadline
 * with the answers saved by then; the corporate test's writing starts when its break ends, and
 * gets the first topic when the 5 minutes to choose have passed. Returns whether anything changed.
 */
export function settle(
  attempt: PretestAttemptRow,
  now: number,
  assess: (part: PretestPartRow) => void,
): boolean {
  let changed = false;
  while (step(attempt, now, assess)) changed = true;
  return changed;
}

/** The time a done part took, without the pause. */
export const secondsUsed = (part: PretestPartRow): number | null =>
  part.started_at && part.submitted_at
    ? Math.max(0, Math.round((ms(part.submitted_at) - ms(part.started_at) - part.paused_ms) / 1000))
    : null;
