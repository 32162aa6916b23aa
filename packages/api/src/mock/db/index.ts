import { mailbox } from './mailbox';
import { partnerOffers } from './partner-offers';
import { sessions } from './sessions';
import { resetTables } from './table';
import { users } from './users';

export { mailbox, partnerOffers, sessions, users };
export { publicUser, type UserRow } from './users';
export { DEMO_PASSWORD } from './demo-users';

/** Puts the whole mock school back to its seeded state (seeded as at `at`: now, unless a test names it). */
export function resetDb(at?: number): void {
  users.reset();
  sessions.reset();
  mailbox.reset();
  partnerOffers.reset(at);
  resetTables(at);
}
