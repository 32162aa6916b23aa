import { HttpResponse, delay, http } from 'msw';
import { scenario } from './state';

/** The answer of a call the scenario makes fail, in the contract's Error shape. */
export const SCENARIO_ERROR = {
  error: 'server_error',
  message: 'Something went wrong, try again later.',
} as const;

/**
 * Runs before every other handler of the mock school on each API call: waits the scenario's
 * latency, then fails the call as a dropped connection or with the scenario's error rate (saying
 * when to ask again, where the scenario sets it). Otherwise it answers nothing, so the handler of
 * the call answers.
 */
export const scenarioHandler = http.all('*/api/v1/*', async () => {
  const { latencyMs, errorRate, retryAfterSeconds, offline } = scenario();
  if (latencyMs > 0) await delay(latencyMs);
  if (offline) return HttpResponse.error();
  if (errorRate > 0 && Math.random() < errorRate) {
    const saysWhen =
      retryAfterSeconds === null ? {} : { headers: { 'Retry-After': String(retryAfterSeconds) } };
    return HttpResponse.json(SCENARIO_ERROR, { status: 500, ...saysWhen });
  }
  return undefined;
});
