/** A pause taken during the countdown; `endedAt` is absent while it lasts (times in ms). */
export type CountdownPause = { startedAt: number; endedAt?: number | undefined };
export type CountdownPhase = 'running' | 'paused' | 'expired';

export type CountdownInput = {
  durationSeconds: number;
  /** When the countdown started, ms since the epoch. */
  startedAt: number;
  now: number;
  pause?: CountdownPause | null | undefined;
  /** How long the single pause may last (default 15 minutes). */
  pauseSeconds?: number | undefined;
};

export type CountdownState = {
  phase: CountdownPhase;
  /** Whole seconds left, rounded up so 0 shows only once time is out. */
  remainingSeconds: number;
  /** Whole seconds of pause left while paused, otherwise 0. */
  pauseRemainingSeconds: number;
  /** The pause has been taken and is over (resumed, or its time ran out). */
  pauseUsed: boolean;
  /** The pause ended because its time ran out rather than by Resume. */
  pauseRanOut: boolean;
};

export const PAUSE_SECONDS = 15 * 60;

/** Where a countdown stands at `now`: the time spent in the pause does not count. */
export function countdownState({
  durationSeconds,
  startedAt,
  now,
  pause,
  pauseSeconds = PAUSE_SECONDS,
}: CountdownInput): CountdownState {
  let pausedMs = 0;
  let paused = false;
  let pauseRemainingMs = 0;
  let pauseRanOut = false;
  if (pause) {
    const limit = pause.startedAt + pauseSeconds * 1000;
    const end = Math.min(pause.endedAt ?? Number.POSITIVE_INFINITY, limit);
    if (now < end) {
      paused = true;
      pausedMs = Math.max(0, now - pause.startedAt);
      pauseRemainingMs = end - now;
    } else {
      pausedMs = end - pause.startedAt;
      pauseRanOut = pause.endedAt === undefined || pause.endedAt >= limit;
    }
  }
  const activeMs = Math.max(0, now - startedAt - pausedMs);
  const remainingMs = Math.max(0, durationSeconds * 1000 - activeMs);
  return {
    phase: remainingMs === 0 ? 'expired' : paused ? 'paused' : 'running',
    remainingSeconds: Math.ceil(remainingMs / 1000),
    pauseRemainingSeconds: Math.ceil(pauseRemainingMs / 1000),
    pauseUsed: Boolean(pause) && !paused,
    pauseRanOut,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "mm:ss", or "hh:mm:ss" when `withHours` (a countdown of an hour or more). */
export function formatCountdown(seconds: number, withHours = false): string {
  const total = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return withHours || hours > 0
    ? `${pad(hours)}:${pad(minutes)}:${pad(rest)}`
    : `${pad(minutes)}:${pad(rest)}`;
}

/** From how many seconds left the remaining minutes are announced. */
export const ANNOUNCE_FROM_SECONDS = 5 * 60;

/**
 * The minutes to announce, or null when nothing should be said: only in the last five minutes, and
 * the value changes once per minute (at 5:00, 4:00... 1:00), so a live region speaks at those moments.
 */
export function minutesToAnnounce(remainingSeconds: number): number | null {
  if (remainingSeconds <= 0 || remainingSeconds > ANNOUNCE_FROM_SECONDS) return null;
  return Math.ceil(remainingSeconds / 60);
}
