import { ApiError } from './errors';

/**
 * What kind of failure a call met, which decides whether asking again can help:
 * - `network`: no answer at all (the connection dropped, the server could not be reached);
 * - `server`: the server could not answer now (5xx, 408 timeout, 429 too many requests);
 * - `session`: 401, the session ended (after the one refresh the http layer makes);
 * - `client`: any other 4xx, an answer that asking again would repeat (404, 403, 422…);
 * - `other`: not a call (a screen that failed to render or to load).
 */
export type FailureKind = 'network' | 'server' | 'session' | 'client' | 'other';

const BUSY_STATUSES: readonly number[] = [408, 429];

export function failureKind(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'other';
  const { status } = error;
  if (status === 0) return 'network';
  if (status >= 500 || BUSY_STATUSES.includes(status)) return 'server';
  if (status === 401) return 'session';
  if (status >= 400) return 'client';
  return 'other';
}
