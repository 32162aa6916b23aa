import { HttpResponse, http } from 'msw';
import { mailbox, resetDb } from '../db';

/**
 * Tools of the mock school for developers, not part of the API contract: the mailbox where the
 * school "sends" passwords and reset links, and a reset of every table to its seeded state.
 */
export const MOCK_DEV_PATHS = { mailbox: '/__mock/mailbox', reset: '/__mock/reset' } as const;

export const devHandlers = [
  http.get(`*${MOCK_DEV_PATHS.mailbox}`, () => HttpResponse.json({ data: [...mailbox.messages].reverse() })),
  http.post(`*${MOCK_DEV_PATHS.reset}`, () => {
    resetDb();
    return HttpResponse.json({ message: 'ok' });
  }),
];
