import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { mailbox, resetDb, users } from '../db';
import { applyScenario, scenario } from '../scenarios';
import { parseBody } from './request-params';

/**
 * Tools of the mock school for developers, not part of the API contract: the mailbox where the
 * school "sends" passwords and reset links, a reset of every table to its seeded state, and the
 * scenario (latency, error rate, calls refused as too many, empty lists, hostile data, long texts, payment down).
 */
export const MOCK_DEV_PATHS = {
  mailbox: '/__mock/mailbox',
  reset: '/__mock/reset',
  googleAccounts: '/__mock/google-accounts',
  scenario: '/__mock/scenario',
} as const;

/** A partial change of the scenario, as `PUT /__mock/scenario` takes it. */
const ScenarioChange = z
  .object({
    latencyMs: z.number().int().min(0).max(60_000),
    errorRate: z.number().min(0).max(1),
    rateLimited: z.number().min(0).max(1),
    retryAfterSeconds: z.number().int().min(0).max(3600).nullable(),
    offline: z.boolean(),
    empty: z.boolean(),
    hostile: z.boolean(),
    longTexts: z.boolean(),
    paymentDown: z.boolean(),
  })
  .partial()
  .strict();

export const devHandlers = [
  http.get(`*${MOCK_DEV_PATHS.mailbox}`, () => HttpResponse.json({ data: [...mailbox.messages].reverse() })),
  // The accounts the mock Google chooser offers: every account of the school, as Google would know them.
  http.get(`*${MOCK_DEV_PATHS.googleAccounts}`, () =>
    // The demo accounts and anyone registered since; the school's generated hundreds stay out of the chooser.
    HttpResponse.json({
      data: users.rows
        .filter(({ email }) => !email.endsWith('@school.mock'))
        .map(({ email, name }) => ({ email, name })),
    }),
  ),
  http.post(`*${MOCK_DEV_PATHS.reset}`, () => {
    resetDb();
    return HttpResponse.json({ message: 'ok' });
  }),
  http.get(`*${MOCK_DEV_PATHS.scenario}`, () => HttpResponse.json({ data: scenario() })),
  http.put(`*${MOCK_DEV_PATHS.scenario}`, async ({ request }) =>
    HttpResponse.json({ data: applyScenario(await parseBody(request, ScenarioChange)) }),
  ),
];
