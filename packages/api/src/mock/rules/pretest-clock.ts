import { isSchoolSunday, schoolToday, shiftDate } from '../../time/school-time';
import { PAUSE_MINUTES, type PretestAttemptRow, type PretestPartRow, TAKEN_PARTS } from '../db/pretests';

const MINUTE = 60_000;
const ms = (iso: string) => new Date(iso).getTime();
const iso = (time: number) => new Date(time).toISOString();

/** Entry tests are not held on Sundays (seed 001 §5, §9): the first day a part can be started. */
export const nextTestDate = (now: Date): string =>
  isSchoolSunday(now) ? shiftDate(schoolToday(now), 1) : schoolToday(now);

export const pauseActive = (attempt: PretestAttemptRow): boolean =>
  attempt.pause_started_at !== null && attempt.pause_ended_at === null;

export const partInProgress = (attempt: PretestAttemptRow): PretestPartRow | undefined =>
  attempt.parts.find((part) => part.status === 'in_progress');

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
    TAKEN_PARTS.every((name) => attempt.parts.find((p) => p.part === name)?.status === 'done')
  ) {
    attempt.finished_at = iso(at);
  }
}

/**
 * Brings an attempt up to the school's clock, as every read and write does first: a pause past
 * its 15 minutes ends at its 15th minute, and a part past its deadline is submitted at the
 * deadline with the answers saved by then. Returns whether anything changed.
 */
export function settle(
  attempt: PretestAttemptRow,
  now: number,
  assess: (part: PretestPartRow) => void,
): boolean {
  let changed = false;
  if (pauseActive(attempt)) {
    const pauseEnd = ms(attempt.pause_started_at!) + PAUSE_MINUTES * MINUTE;
    if (now < pauseEnd) return false;
    endPause(attempt, pauseEnd);
    changed = true;
  }
  const part = partInProgress(attempt);
  if (part?.deadline && now >= ms(part.deadline)) {
    submitPart(attempt, part, ms(part.deadline), true, assess);
    changed = true;
  }
  return changed;
}

/** The time a done part took, without the pause. */
export const secondsUsed = (part: PretestPartRow): number | null =>
  part.started_at && part.submitted_at
    ? Math.max(0, Math.round((ms(part.submitted_at) - ms(part.started_at) - part.paused_ms) / 1000))
    : null;
