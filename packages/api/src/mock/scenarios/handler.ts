import { HttpResponse, delay, http } from 'msw';
import { scenario } from './state';

/** The answer of a call the scenario makes fail, in the contract's Error shape. */
export const SCENARIO_ERROR = {
  error: 'server_error',
  message: 'Something went wrong, try again later.',
} as const;

/**
 * Runs before every other handler of the mock school on each API call: waits the scenario's
 * latency, then fails the call with the scenario's error rate. Otherwise it answers nothing, so
 * the handler of the call answers.
 */
export const scenarioHandler = http.all('*/api/v1/*', async () => {
  const { latencyMs, errorRate } = scenario();
  if (latencyMs > 0) await delay(latencyMs);
  if (errorRate > 0 && Math.random() < errorRate) {
    return HttpResponse.json(SCENARIO_ERROR, { status: 500 });
  }
  return undefined;
});
