import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../node';
import { NORMAL_SCENARIO, scenario, setScenario } from '../scenarios/state';
import { MOCK_DEV_PATHS } from './dev';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => setScenario(NORMAL_SCENARIO));
afterAll(() => server.close());

const url = `http://school.test${MOCK_DEV_PATHS.scenario}`;
const put = (body: unknown) =>
  fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('the scenario dev endpoints', () => {
  it('GET answers the current scenario', async () => {
    expect(await (await fetch(url)).json()).toEqual({ data: NORMAL_SCENARIO });
  });

  it('PUT changes only what it names and answers the new scenario', async () => {
    const answer = await put({ latencyMs: 2000, paymentDown: true });
    expect(await answer.json()).toEqual({ data: { ...NORMAL_SCENARIO, latencyMs: 2000, paymentDown: true } });
    expect(await (await put({ errorRate: 0.5 })).json()).toMatchObject({
      data: { latencyMs: 2000, errorRate: 0.5 },
    });
  });

  it('PUT sets or clears the wait a failed call asks for', async () => {
    expect(await (await put({ retryAfterSeconds: 0 })).json()).toMatchObject({
      data: { retryAfterSeconds: 0 },
    });
    expect(await (await put({ retryAfterSeconds: null })).json()).toMatchObject({
      data: { retryAfterSeconds: null },
    });
    expect((await put({ retryAfterSeconds: -1 })).status).toBe(422);
  });

  it('PUT sets the share of calls refused as too many, from 0 to 1', async () => {
    expect(await (await put({ rateLimited: 0.25 })).json()).toMatchObject({ data: { rateLimited: 0.25 } });
    expect((await put({ rateLimited: 1.5 })).status).toBe(422);
    expect(scenario().rateLimited).toBe(0.25);
  });

  it('PUT refuses an unknown field or a wrong value and keeps the scenario', async () => {
    expect((await put({ errorRate: 2 })).status).toBe(422);
    expect((await put({ latency: 10 })).status).toBe(422);
    expect(scenario()).toEqual(NORMAL_SCENARIO);
  });
});
