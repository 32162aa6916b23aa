import { ApiError, type FailureKind, failureKind } from '@cabinet/api/http';

/**
 * One error per failure: how a failed call is retried and told, by the kind of failure.
 *
 * - `retries`: how many times a query asks again on its own before it fails (writes never do:
 *   a repeated payment or booking is worse than a failed one).
 * - `offerRetry`: whether the page's error offers "Try again": only where asking again can help.
 * - `told`: whether the user is told at all. A query's failure is told once, after its last retry:
 *   by the page's own error when the page shows one, otherwise by one toast. A write's failure is
 *   told by one toast, unless its form shows the error (the call is `silent`).
 */
export const FAILURE_HANDLING: Record<FailureKind, { retries: number; offerRetry: boolean; told: boolean }> =
  {
    // No answer at all: the connection dropped; a second try often passes.
    network: { retries: 2, offerRetry: true, told: true },
    // 5xx, 408, 429: the server could not answer now.
    server: { retries: 2, offerRetry: true, told: true },
    // 401 after the http layer's one refresh: the session ended and the page reloads at sign-in.
    session: { retries: 0, offerRetry: false, told: false },
    // 404, 403, 422…: the answer itself; asking again gets the same.
    client: { retries: 0, offerRetry: false, told: true },
    // Not a call (a screen that failed to render or load): reloading may help.
    other: { retries: 0, offerRetry: true, told: true },
  };

/** The waits before the first and the second retry. */
export const RETRY_DELAYS_MS: readonly number[] = [500, 1500];

/**
 * The query client's `retry`: asks again only where the kind of failure allows, and few times.
 * `retriesSoFar` is what react-query passes: 0 after the first attempt failed.
 */
export function shouldRetry(retriesSoFar: number, error: unknown): boolean {
  return retriesSoFar < FAILURE_HANDLING[failureKind(error)].retries;
}

/** The longest wait a server's `Retry-After` is followed for; past it the usual waits apply. */
export const MAX_RETRY_AFTER_MS = 10_000;

/**
 * The query client's `retryDelay`: the wait before the next retry, by the retries made so far,
 * or the wait the server asked for (`Retry-After`) when it said one within reason.
 */
export function retryDelay(retriesSoFar: number, error?: unknown): number {
  const asked = error instanceof ApiError ? error.retryAfterMs : null;
  if (asked !== null && asked <= MAX_RETRY_AFTER_MS) return asked;
  return RETRY_DELAYS_MS[Math.min(retriesSoFar, RETRY_DELAYS_MS.length - 1)] ?? 0;
}

/** Whether a page's error offers "Try again" (a 404 is not offered a retry that cannot help). */
export function offersRetry(error: unknown): boolean {
  return FAILURE_HANDLING[failureKind(error)].offerRetry;
}

/** Whether anyone but the caller tells the user about this failure. */
export function isTold(error: unknown): boolean {
  if (error instanceof ApiError && error.silent) return false;
  return FAILURE_HANDLING[failureKind(error)].told;
}
