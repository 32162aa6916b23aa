import { HttpResponse, http } from 'msw';
import { mailbox, resetDb, users } from '../db';

/**
 * Tools of the mock school for developers, not part of the API contract: the mailbox where the
 * school "sends" passwords and reset links, and a reset of every table to its seeded state.
 */
export const MOCK_DEV_PATHS = {
  mailbox: '/__mock/mailbox',
  reset: '/__mock/reset',
  googleAccounts: '/__mock/google-accounts',
} as const;

export const devHandlers = [
  http.get(`*${MOCK_DEV_PATHS.mailbox}`, () => HttpResponse.json({ data: [...mailbox.messages].reverse() })),
  // The accounts the mock Google chooser offers: every account of the school, as Google would know them.
  http.get(`*${MOCK_DEV_PATHS.googleAccounts}`, () =>
    HttpResponse.json({ data: users.rows.map(({ email, name }) => ({ email, name })) }),
  ),
  http.post(`*${MOCK_DEV_PATHS.reset}`, () => {
    resetDb();
    return HttpResponse.json({ message: 'ok' });
  }),
];
