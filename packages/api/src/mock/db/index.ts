import { mailbox } from './mailbox';
import { partnerOffers } from './partner-offers';
import { sessions } from './sessions';
import { resetTables } from './table';
import { users } from './users';

export { mailbox, partnerOffers, sessions, users };
export { publicUser, type UserRow } from './users';
export { DEMO_PASSWORD } from './demo-users';

/**
 * Puts the whole mock school back to its seeded state (seeded as at `at`: now, unless a test names
 * it), with nobody signed in, unless told to keep the sessions (the same people, other texts).
 */
export function resetDb(at?: number, { keepSessions = false } = {}): void {
  users.reset();
  if (!keepSessions) sessions.reset();
  mailbox.reset();
  partnerOffers.reset(at);
  resetTables(at);
}
