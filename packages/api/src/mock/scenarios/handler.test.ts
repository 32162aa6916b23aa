import { HttpResponse, getResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as account from '../../generated/account/account';
// The contract's Error schema, as orval writes it for an error answer.
import { GetCurrentUser401Response as ErrorBody } from '../../generated/zod-status/account/account';
import { configureHttp } from '../../http/settings';
import { setToken } from '../../http/session-storage';
import { DEMO_PASSWORD, resetDb } from '../db';
import { SCHOOL_URL } from '../../testing/mock-school';
import { createMockServer } from '../node';
import { scenarioHandler } from './handler';
import { NORMAL_SCENARIO, setScenario } from './state';

const silent = { silent: true };
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  resetDb();
  localStorage.clear();
  configureHttp({ baseUrl: SCHOOL_URL, reload: () => undefined });
});
afterEach(() => {
  setScenario(NORMAL_SCENARIO);
  vi.restoreAllMocks();
  vi.useRealTimers();
});
afterAll(() => server.close());

const signIn = async () => {
  setScenario(NORMAL_SCENARIO);
  const answer = await account.login({
    email: 'student@demo.school',
    password: DEMO_PASSWORD,
    userAgent: 't',
  });
  setToken(answer.token);
};

describe('the scenario handler', () => {
  const ok = http.get('*/api/v1/probe', () => HttpResponse.json({ ok: true }));
  const probe = () => getResponse([scenarioHandler, ok], new Request('http://school.test/api/v1/probe'));

  it('holds every API call for the scenario latency before the call is answered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    setScenario({ latencyMs: 500 });
    let answered = false;
    const call = probe().then((response) => {
      answered = true;
      return response;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toBe(true);
    expect(await (await call)?.json()).toEqual({ ok: true });
  });

  it('adds no wait with no latency, and leaves the answer to the call handler', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const response = await probe();
    expect(response?.status).toBe(200);
  });

  it('fails the share of calls the error rate says, by a random draw', async () => {
    setScenario({ errorRate: 0.1 });
    const draw = vi.spyOn(Math, 'random');
    draw.mockReturnValue(0.05);
    expect((await probe())?.status).toBe(500);
    draw.mockReturnValue(0.2);
    expect((await probe())?.status).toBe(200);
  });

  it('says when to ask again on a failed call only where the scenario sets it', async () => {
    setScenario({ errorRate: 1 });
    expect((await probe())?.headers.get('Retry-After')).toBeNull();
    setScenario({ errorRate: 1, retryAfterSeconds: 0 });
    expect((await probe())?.headers.get('Retry-After')).toBe('0');
  });

  it('refuses the share of calls the rate limit says with 429 and Retry-After, before any error rate', async () => {
    setScenario({ rateLimited: 0.1, errorRate: 1 });
    const draw = vi.spyOn(Math, 'random');
    draw.mockReturnValue(0.05);
    const refused = await probe();
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('Retry-After')).toBe('2');
    expect(await refused?.json()).toEqual({
      error: 'too_many_requests',
      message: 'Too many requests; try again in 2 seconds.',
    });
    draw.mockReturnValue(0.2);
    expect((await probe())?.status).toBe(500);
  });

  it('a refused call asks for the wait the scenario sets', async () => {
    setScenario({ rateLimited: 1, retryAfterSeconds: 7 });
    expect((await probe())?.headers.get('Retry-After')).toBe('7');
  });

  it('rate limited 1: a contract call answers 429 too_many_requests in the Error shape', async () => {
    await signIn();
    setScenario({ rateLimited: 1, retryAfterSeconds: 3600 });
    const failure = await account.getCurrentUser(silent).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 429, code: 'too_many_requests', retryAfterMs: 3_600_000 });
    expect(ErrorBody.parse((failure as { data: unknown }).data).error).toBe('too_many_requests');
  });

  it('error rate 1: a contract call answers 500 server_error in the Error shape', async () => {
    await signIn();
    setScenario({ errorRate: 1 });
    const failure = await account.getCurrentUser(silent).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 500, code: 'server_error' });
    const body = ErrorBody.parse((failure as { data: unknown }).data);
    expect(body).toEqual({ error: 'server_error', message: 'Something went wrong, try again later.' });
  });

  it('a dropped connection: every API call fails with no answer, until the connection is back', async () => {
    setScenario({ offline: true });
    expect((await probe())?.type).toBe('error');
    setScenario({ offline: false });
    expect((await probe())?.status).toBe(200);
  });

  it('error rate 0: the same call answers normally', async () => {
    await signIn();
    expect((await account.getCurrentUser()).data.email).toBe('student@demo.school');
  });
});
