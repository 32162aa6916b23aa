// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser, login, register } from '../generated/account/account';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from './errors';
import { HTTP_TEST_USER } from '../testing/http-user';
import { configureHttp } from './settings';
import { COOKIE_KEYS, STORAGE_KEYS, clearSession, getToken, setToken } from './session-storage';

// jsdom enforces CORS, so the tests' API host is the page's own origin.
const BASE = window.location.origin;
const USER = HTTP_TEST_USER;

const server = setupServer();
const reload = vi.fn();
let refreshCalls = 0;

/** cabinet-user answers 401 to the old token and the user to the refreshed one. */
const refreshWorks = [
  mock.post(`${BASE}/api/v1/cabinet-refresh`, () => {
    refreshCalls += 1;
    return HttpResponse.json({ token: 'fresh' });
  }),
  mock.get(`${BASE}/api/v1/cabinet-user`, ({ request }) =>
    request.headers.get('Authorization') === 'Bearer fresh'
      ? HttpResponse.json({ data: USER })
      : HttpResponse.json({ error: 'unauthenticated', message: 'Unauthenticated.' }, { status: 401 }),
  ),
];

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  localStorage.clear();
  refreshCalls = 0;
  reload.mockReset();
  configureHttp({ baseUrl: BASE, reload });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the http layer', () => {
  it('sends calls to the API base URL from the settings', async () => {
    server.use(mock.get(`${BASE}/api/v1/cabinet-user`, () => HttpResponse.json({ data: USER })));
    await expect(getCurrentUser()).resolves.toEqual({ data: USER });
    configureHttp({ baseUrl: `${BASE}/elsewhere` });
    server.use(
      mock.get(`${BASE}/elsewhere/api/v1/cabinet-user`, () =>
        HttpResponse.json({ data: { ...USER, id: 2 } }),
      ),
    );
    await expect(getCurrentUser()).resolves.toMatchObject({ data: { id: 2 } });
  });

  it('adds the stored token as a bearer and nothing without one', async () => {
    const seen: (string | null)[] = [];
    server.use(
      mock.get(`${BASE}/api/v1/cabinet-user`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ data: USER });
      }),
    );
    await getCurrentUser();
    setToken('abc');
    await getCurrentUser();
    expect(seen).toEqual([null, 'Bearer abc']);
  });

  it('normalises an error answer to status, code and message, and leaves telling it to the app', async () => {
    server.use(
      mock.post(`${BASE}/api/v1/cabinet-register`, () =>
        HttpResponse.json({ error: 'validation_failed', message: 'Bad e-mail.' }, { status: 422 }),
      ),
    );
    const error = await register({ email: 'x@y.zz' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'validation_failed', message: 'Bad e-mail.' });
    expect((error as ApiError).data).toEqual({ error: 'validation_failed', message: 'Bad e-mail.' });
    expect((error as ApiError).silent).toBe(false);
  });

  it('says "An unknown error occurred" when the answer has no body', async () => {
    server.use(mock.post(`${BASE}/api/v1/cabinet-register`, () => new HttpResponse(null, { status: 500 })));
    const error = await register({ email: 'x@y.zz' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, code: 'unknown', message: UNKNOWN_ERROR_MESSAGE });
  });

  it('keeps how long the server asked to wait before asking again (Retry-After, in seconds)', async () => {
    const failing = (headers: Record<string, string>) =>
      server.use(
        mock.get(`${BASE}/api/v1/cabinet-user`, () =>
          HttpResponse.json({ error: 'server_error', message: 'Later.' }, { status: 503, headers }),
        ),
      );
    failing({ 'Retry-After': '2' });
    expect(await getCurrentUser().catch((e: unknown) => e)).toMatchObject({
      status: 503,
      retryAfterMs: 2000,
    });
    failing({ 'Retry-After': '0' });
    expect(await getCurrentUser().catch((e: unknown) => e)).toMatchObject({ retryAfterMs: 0 });
    failing({});
    expect(await getCurrentUser().catch((e: unknown) => e)).toMatchObject({ retryAfterMs: null });
  });

  it('says "An unknown error occurred" when the network fails', async () => {
    server.use(mock.post(`${BASE}/api/v1/cabinet-register`, () => HttpResponse.error()));
    const error = await register({ email: 'x@y.zz' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'unknown', message: UNKNOWN_ERROR_MESSAGE });
  });

  it('marks a call its page cancelled as silent: nobody reports it', async () => {
    server.use(
      mock.get(`${BASE}/api/v1/cabinet-user`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ data: USER });
      }),
    );
    const controller = new AbortController();
    const call = getCurrentUser(undefined, controller.signal).catch((e: unknown) => e);
    controller.abort();
    expect(await call).toMatchObject({ silent: true });
  });

  it('marks the failure of a silent call (its form shows the error) as silent', async () => {
    server.use(
      mock.post(`${BASE}/api/v1/cabinet-register`, () =>
        HttpResponse.json({ error: 'user_already_exist', message: 'Exists.' }, { status: 409 }),
      ),
    );
    await expect(register({ email: 'x@y.zz' }, { silent: true })).rejects.toMatchObject({
      code: 'user_already_exist',
      silent: true,
    });
  });

  it('on a 401 refreshes once and repeats the call with the new token', async () => {
    server.use(...refreshWorks);
    setToken('old');
    await expect(getCurrentUser()).resolves.toEqual({ data: USER });
    expect(refreshCalls).toBe(1);
    expect(getToken()).toBe('fresh');
  });

  it('does not refresh after a 401 from login', async () => {
    server.use(
      refreshWorks[0]!,
      mock.post(`${BASE}/api/v1/cabinet-auth`, () =>
        HttpResponse.json({ error: 'incorrect_password', message: 'Wrong.' }, { status: 401 }),
      ),
    );
    await expect(
      login({ email: 'a@b.co', password: 'x', userAgent: 'test' }, { silent: true }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'incorrect_password',
    });
    expect(refreshCalls).toBe(0);
  });

  it('does not refresh a call that asks to skip it (a token given from outside)', async () => {
    server.use(...refreshWorks);
    setToken('given');
    await expect(getCurrentUser({ silent: true, skipRefresh: true })).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('makes a call with a given token beside the stored one, which it leaves alone, and never refreshes it', async () => {
    const seen: (string | null)[] = [];
    server.use(
      refreshWorks[0]!,
      mock.get(`${BASE}/api/v1/cabinet-user`, ({ request }) => {
        const bearer = request.headers.get('Authorization');
        seen.push(bearer);
        return bearer === 'Bearer given'
          ? HttpResponse.json({ data: { ...USER, id: 2 } })
          : HttpResponse.json({ error: 'unauthenticated', message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    setToken('mine');
    await expect(getCurrentUser({ silent: true, withToken: 'given' })).resolves.toMatchObject({
      data: { id: 2 },
    });
    await expect(getCurrentUser({ silent: true, withToken: 'expired' })).rejects.toMatchObject({
      status: 401,
    });
    expect(seen).toEqual(['Bearer given', 'Bearer expired']);
    expect(refreshCalls).toBe(0);
    expect(reload).not.toHaveBeenCalled();
    expect(getToken()).toBe('mine');
  });

  it('neither refreshes nor reloads for a call whose user signed out while it was on its way', async () => {
    server.use(
      refreshWorks[0]!,
      mock.get(`${BASE}/api/v1/cabinet-user`, () => {
        clearSession();
        return HttpResponse.json({ error: 'unauthenticated', message: 'Signed out.' }, { status: 401 });
      }),
    );
    setToken('old');
    await expect(getCurrentUser()).rejects.toMatchObject({ status: 401, silent: true });
    expect(refreshCalls).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('neither refreshes nor reloads for a call made with nobody signed in (a page still closing after logout)', async () => {
    server.use(
      refreshWorks[0]!,
      mock.get(`${BASE}/api/v1/cabinet-user`, () =>
        HttpResponse.json({ error: 'unauthenticated', message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    await expect(getCurrentUser()).rejects.toMatchObject({ status: 401, silent: true });
    expect(refreshCalls).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('repeats a call only once: a second 401 is the answer', async () => {
    let userCalls = 0;
    server.use(
      refreshWorks[0]!,
      mock.get(`${BASE}/api/v1/cabinet-user`, () => {
        userCalls += 1;
        return HttpResponse.json({ error: 'unauthenticated', message: 'Still no.' }, { status: 401 });
      }),
    );
    setToken('old');
    await expect(getCurrentUser()).rejects.toMatchObject({ status: 401 });
    expect(userCalls).toBe(2);
    expect(refreshCalls).toBe(1);
  });

  it('makes exactly one refresh call for ten parallel 401s', async () => {
    server.use(...refreshWorks);
    setToken('old');
    const answers = await Promise.all(Array.from({ length: 10 }, () => getCurrentUser()));
    expect(answers).toHaveLength(10);
    answers.forEach((answer) => expect(answer).toEqual({ data: USER }));
    expect(refreshCalls).toBe(1);
  });

  it('clears the e-mail cookie, user and token and reloads when the refresh fails', async () => {
    server.use(
      mock.post(`${BASE}/api/v1/cabinet-refresh`, () => {
        refreshCalls += 1;
        return HttpResponse.json({ error: 'unauthenticated', message: 'Ended.' }, { status: 401 });
      }),
      mock.get(`${BASE}/api/v1/cabinet-user`, () =>
        HttpResponse.json({ error: 'unauthenticated', message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    setToken('old');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(USER));
    Cookies.set(COOKIE_KEYS.email, 'a@b.co');
    await expect(getCurrentUser()).rejects.toMatchObject({ status: 401, silent: true });
    expect(refreshCalls).toBe(1);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(Cookies.get(COOKIE_KEYS.email)).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('calls made before the API answers', () => {
  afterEach(() => configureHttp({ ready: Promise.resolve() }));

  it('wait until it does (the mock school starting after the first paint), then go out', async () => {
    let start = () => {};
    configureHttp({ ready: new Promise<void>((resolve) => (start = resolve)) });
    let asked = 0;
    server.use(
      mock.get(`${BASE}/api/v1/cabinet-user`, () => {
        asked += 1;
        return HttpResponse.json({ data: USER });
      }),
    );
    setToken('t');
    const call = getCurrentUser();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(0);
    start();
    expect((await call).data.name).toBe('Олена');
    expect(asked).toBe(1);
  });

  it('go out and fail on their own when it never starts', async () => {
    configureHttp({ ready: Promise.reject(new Error('no worker')) });
    server.use(mock.get(`${BASE}/api/v1/cabinet-user`, () => HttpResponse.json({ data: USER })));
    setToken('t');
    expect((await getCurrentUser()).data.name).toBe('Олена');
  });
});
