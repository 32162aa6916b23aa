// @vitest-environment jsdom
import { HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser, register } from '../generated/account/account';
import { HTTP_TEST_USER } from '../testing/http-user';
import { configureHttp } from './settings';

// jsdom enforces CORS, so the tests' API host is the page's own origin.
const BASE = window.location.origin;
const USER = HTTP_TEST_USER;
const TOO_MANY = { error: 'too_many_requests', message: 'Too many requests.' };

const server = setupServer();
const busy = vi.fn();

/** Answers 429 with `retryAfter` to the first `refusals` calls of a path, then `ok`. */
function refusing(
  method: 'get' | 'post',
  path: string,
  refusals: number,
  ok: Record<string, unknown>,
  retryAfter = '2',
) {
  const calls = { count: 0 };
  server.use(
    mock[method](`${BASE}${path}`, () => {
      calls.count += 1;
      return calls.count <= refusals
        ? HttpResponse.json(TOO_MANY, { status: 429, headers: { 'Retry-After': retryAfter } })
        : HttpResponse.json(ok);
    }),
  );
  return calls;
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// The waits are real, of one second (the shortest `Retry-After`): the test files share a worker
// and its pinned clock, which fake timers of this file's own would unsettle.
beforeEach(() => {
  busy.mockReset();
  configureHttp({ baseUrl: BASE, busy });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('a call refused as too many (429)', () => {
  it('waits the Retry-After seconds, asks again once and tells the user once', async () => {
    const calls = refusing('get', '/api/v1/cabinet-user', 1, { data: USER }, '1');
    const started = performance.now();
    let answer: unknown;
    const call = getCurrentUser().then((value) => (answer = value));
    await vi.waitFor(() => expect(busy).toHaveBeenCalledExactlyOnceWith(1));
    expect(calls.count).toBe(1);
    expect(answer).toBeUndefined();
    await call;
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(calls.count).toBe(2);
    expect(answer).toEqual({ data: USER });
    expect(busy).toHaveBeenCalledOnce();
  });

  it('asks a write again too (a refused call was not carried out), but only once', async () => {
    const calls = refusing('post', '/api/v1/cabinet-register', 5, { message: 'ok' }, '1');
    const failure = register({ email: 'x@y.zz' }).catch((error: unknown) => error);
    expect(await failure).toMatchObject({ status: 429, code: 'too_many_requests', retryAfterMs: 1_000 });
    expect(calls.count).toBe(2);
  });

  it('tells the user once for calls refused together', async () => {
    refusing('get', '/api/v1/cabinet-user', 3, { data: USER }, '1');
    await Promise.all([getCurrentUser(), getCurrentUser(), getCurrentUser()]);
    expect(busy).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('fails at once, telling nobody, when the server names no wait or one too long', async () => {
    const calls = refusing('get', '/api/v1/cabinet-user', 5, { data: USER }, '3600');
    await expect(getCurrentUser()).rejects.toMatchObject({ status: 429, retryAfterMs: 3_600_000 });
    server.use(mock.get(`${BASE}/api/v1/cabinet-user`, () => HttpResponse.json(TOO_MANY, { status: 429 })));
    await expect(getCurrentUser()).rejects.toMatchObject({ status: 429, retryAfterMs: null });
    expect(calls.count).toBe(1);
    expect(busy).not.toHaveBeenCalled();
  });
});
