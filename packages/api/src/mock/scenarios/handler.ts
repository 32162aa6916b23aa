import { HttpResponse, delay, http } from 'msw';
import { RATE_LIMIT_RETRY_SECONDS, scenario } from './state';

/** The answer of a call the scenario makes fail, in the contract's Error shape. */
export const SCENARIO_ERROR = {
  error: 'server_error',
  message: 'Something went wrong, try again later.',
} as const;

/** The answer of a call the scenario refuses as too many, saying when to ask again. */
export function tooManyRequests(seconds: number): Response {
  return HttpResponse.json(
    { error: 'too_many_requests', message: `Too many requests; try again in ${seconds} seconds.` },
    {
      status: 429,
      headers: { 'Retry-After': String(seconds), RateLimit: `"default";r=0;t=${seconds}` },
    },
  );
}

/**
 * Runs before every other handler of the mock school on each API call: waits the scenario's
 * latency, then fails the call as a dropped connection, refuses it as too many (429 with
 * `Retry-After`) or fails it with the scenario's error rate (saying when to ask again, where the
 * scenario sets it). Otherwise it answers nothing, so the handler of the call answers.
 */
export const scenarioHandler = http.all('*/api/v1/*', async () => {
  const { latencyMs, errorRate, rateLimited, retryAfterSeconds, offline } = scenario();
  if (latencyMs > 0) await delay(latencyMs);
  if (offline) return HttpResponse.error();
  if (rateLimited > 0 && Math.random() < rateLimited) {
    return tooManyRequests(retryAfterSeconds ?? RATE_LIMIT_RETRY_SECONDS);
  }
  if (errorRate > 0 && Math.random() < errorRate) {
    const saysWhen =
      retryAfterSeconds === null ? {} : { headers: { 'Retry-After': String(retryAfterSeconds) } };
    return HttpResponse.json(SCENARIO_ERROR, { status: 500, ...saysWhen });
  }
  return undefined;
});
