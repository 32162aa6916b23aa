import { ApiError } from '@cabinet/api/http';
import { describe, expect, it } from 'vitest';
import {
  MAX_RETRY_AFTER_MS,
  RETRY_DELAYS_MS,
  isTold,
  offersRetry,
  retryDelay,
  shouldRetry,
} from './failure-handling';

const failure = (status: number, silent = false) => {
  const error = new ApiError(status, status === 0 ? 'unknown' : 'code', 'message');
  error.silent = silent;
  return error;
};

/** How many times a query is asked again after its first failure, by the rule. */
const retriesOf = (error: unknown) => {
  let count = 0;
  while (shouldRetry(count, error)) count += 1;
  return count;
};

describe('the retry policy', () => {
  it.each([
    ['a network failure', 0, 2],
    ['a server error', 500, 2],
    ['an unavailable server', 503, 2],
    ['a timeout', 408, 2],
    ['too many requests', 429, 2],
    ['a missing record', 404, 0],
    ['a forbidden call', 403, 0],
    ['a rejected form', 422, 0],
    ['a conflict', 409, 0],
    ['an ended session', 401, 0],
  ])('%s (status %i) is retried %i times', (_what, status, times) => {
    expect(retriesOf(failure(status))).toBe(times);
  });

  it('does not retry what is not a call (a screen that threw)', () => {
    expect(retriesOf(new TypeError('x is undefined'))).toBe(0);
  });

  it('waits a little before the first retry and longer before the second', () => {
    expect([retryDelay(0), retryDelay(1), retryDelay(5)]).toEqual([
      RETRY_DELAYS_MS[0],
      RETRY_DELAYS_MS[1],
      RETRY_DELAYS_MS[1],
    ]);
    expect(RETRY_DELAYS_MS[0]).toBeLessThan(RETRY_DELAYS_MS[1] ?? 0);
  });

  it('waits what the server asked for (Retry-After) when it is within reason, else the usual', () => {
    const askedFor = (ms: number) => Object.assign(failure(503), { retryAfterMs: ms });
    expect([retryDelay(0, askedFor(0)), retryDelay(1, askedFor(3000))]).toEqual([0, 3000]);
    expect(retryDelay(0, askedFor(MAX_RETRY_AFTER_MS + 1))).toBe(RETRY_DELAYS_MS[0]);
    expect(retryDelay(1, failure(500))).toBe(RETRY_DELAYS_MS[1]);
  });
});

describe('the retry a page error offers', () => {
  it.each([
    [0, true],
    [500, true],
    [404, false],
    [403, false],
    [422, false],
  ])('status %i: offered %s', (status, offered) => {
    expect(offersRetry(failure(status))).toBe(offered);
  });

  it('a screen that threw offers a retry (a reload)', () => {
    expect(offersRetry(new Error('boom'))).toBe(true);
  });
});

describe('which failures are told', () => {
  it('tells network, server and client failures', () => {
    expect([0, 500, 404, 422].map((status) => isTold(failure(status)))).toEqual([true, true, true, true]);
  });

  it('leaves a silent call to its caller (its form shows the error)', () => {
    expect(isTold(failure(422, true))).toBe(false);
    expect(isTold(failure(500, true))).toBe(false);
  });

  it('tells nothing of an ended session: the page reloads at the sign-in', () => {
    expect(isTold(failure(401))).toBe(false);
  });
});
