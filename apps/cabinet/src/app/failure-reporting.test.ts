import { ApiError } from '@cabinet/api/http';
import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_DELAYS_MS } from '../shared/failure-handling';
import { toastQueue } from '../shared/toast-queue';
import { SETTLE_MS } from './failure-reporting';
import { createQueryClient } from './query-client';

const ALL_RETRIES_MS = RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);

const failing = (status: number, { silent = false } = {}) => {
  const calls = { count: 0 };
  const fn = () => {
    calls.count += 1;
    const error = new ApiError(status, status === 404 ? 'not_found' : 'server_error', 'Failed.');
    error.silent = silent;
    return Promise.reject(error);
  };
  return { calls, fn };
};

let pageErrors = 0;
let client: QueryClient;

beforeEach(() => {
  vi.useFakeTimers();
  toastQueue.drain();
  pageErrors = 0;
  client = createQueryClient({ pageErrors: () => pageErrors });
});
afterEach(() => {
  client.clear();
  vi.useRealTimers();
});

/**
 * A page's query, fetched as a mounted page fetches it: watched while the page is open. Returns
 * the page's leaving (it stops watching; the call goes on).
 */
const load = (key: string, fn: () => Promise<unknown>) =>
  new QueryObserver(client, { queryKey: [key], queryFn: fn }).subscribe(() => undefined);

describe('a failed query', () => {
  it('is asked three times and told by one toast after the last retry, when no page shows it', async () => {
    const list = failing(500);
    load('list', list.fn);
    await vi.advanceTimersByTimeAsync(ALL_RETRIES_MS - 1);
    expect(toastQueue.pending).toEqual([]);
    await vi.advanceTimersByTimeAsync(1 + SETTLE_MS);
    expect(list.calls.count).toBe(3);
    expect(toastQueue.drain()).toEqual([{ message: expect.any(String) as string, variant: 'error' }]);
  });

  it('gets no toast when its page shows the error', async () => {
    const list = failing(500);
    load('list', list.fn);
    pageErrors = 1;
    await vi.advanceTimersByTimeAsync(ALL_RETRIES_MS + SETTLE_MS);
    expect(list.calls.count).toBe(3);
    expect(toastQueue.pending).toEqual([]);
  });

  it('is not retried for a 4xx answer: one call, one toast', async () => {
    const record = failing(404);
    load('record', record.fn);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(record.calls.count).toBe(1);
    expect(toastQueue.drain()).toHaveLength(1);
  });

  it('of a silent call is left to its caller', async () => {
    const filters = failing(500, { silent: true });
    load('filters', filters.fn);
    await vi.advanceTimersByTimeAsync(ALL_RETRIES_MS + SETTLE_MS);
    expect(toastQueue.pending).toEqual([]);
  });

  it('makes one toast with the same failure of two calls at once', async () => {
    load('courses', failing(500).fn);
    load('clubs', failing(500).fn);
    await vi.advanceTimersByTimeAsync(ALL_RETRIES_MS + SETTLE_MS);
    expect(toastQueue.drain()).toHaveLength(1);
  });

  it('is not told when its page was left before it failed: nobody waits for it', async () => {
    const list = failing(500);
    const leave = load('list', list.fn);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] ?? 0);
    leave();
    await vi.advanceTimersByTimeAsync(ALL_RETRIES_MS + SETTLE_MS);
    // The call on its way when the page was left ends; no retry follows for a query nobody watches.
    expect(list.calls.count).toBe(2);
    expect(client.getQueryState(['list'])?.status).toBe('error');
    expect(toastQueue.pending).toEqual([]);
  });

  it('waits for the calls still on their way: a page error they end in tells it for all', async () => {
    load('crumb', failing(404).fn);
    let failPage: (error: unknown) => void = () => undefined;
    load('page', () => new Promise((_resolve, reject) => (failPage = reject)));
    await vi.advanceTimersByTimeAsync(SETTLE_MS * 5);
    expect(toastQueue.pending).toEqual([]);
    failPage(new ApiError(404, 'not_found', 'Not found.'));
    pageErrors = 1;
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(toastQueue.pending).toEqual([]);
  });
});

describe('a failed write', () => {
  const write = (status: number, silent = false) => {
    const call = failing(status, { silent });
    void client
      .getMutationCache()
      .build(client, { mutationFn: call.fn })
      .execute(undefined)
      .catch(() => undefined);
    return call;
  };

  it('is not retried and is told by one toast at once', async () => {
    const call = write(500);
    await vi.advanceTimersByTimeAsync(0);
    expect(toastQueue.drain()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(ALL_RETRIES_MS);
    expect(call.calls.count).toBe(1);
    expect(toastQueue.pending).toEqual([]);
  });

  it('gets no toast when its form shows the error (a silent call)', async () => {
    write(422, true);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(toastQueue.pending).toEqual([]);
  });
});
