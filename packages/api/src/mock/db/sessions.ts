import * as clock from '../../time/clock';
import { loadTable, saveTable } from './persist';

/**
 * The tokens the school issued, as a real server keeps them: a token is an opaque random string
 * (256 bits from `crypto.getRandomValues`), so a caller can neither make one up nor read a user
 * from it; the school looks it up in this table. A token lives an hour; refresh swaps a token the
 * school issued, live or expired, within 30 days of its expiry, for a new one and ends the old;
 * logout ends a token. An ended token leaves the table, so nothing brings it back.
 *
 * The table is kept in the browser's storage (`mockSchool.sessions`) and read from it at every
 * lookup: a reload keeps the sessions and what was revoked, and every tab of the cabinet sees the
 * same sessions. In Node (tests, the mock's HTTP server) it lives in memory. A real server keeps
 * only a hash of each token; the mock keeps the token, as everything it stores is the browser's.
 */
export type SessionRow = { token: string; userId: number; expiresAt: number; refreshableUntil: number };

const TABLE = 'sessions';
export const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const REFRESH_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** The last rows read or written: the table where no storage keeps it. */
let memory: SessionRow[] = [];

const read = (): SessionRow[] => (memory = loadTable<SessionRow>(TABLE) ?? memory);

const write = (rows: SessionRow[]): void => {
  memory = rows;
  saveTable(TABLE, rows);
};

/** 32 random bytes as base64url: 43 characters nobody can guess (sessions, calendar feeds). */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const find = (token: string): SessionRow | undefined => read().find((row) => row.token === token);

/** Ends a token, and with it every token whose refresh window is over. */
const removing = (token: string, now: number): SessionRow[] =>
  read().filter((row) => row.token !== token && row.refreshableUntil > now);

export const sessions = {
  issue(userId: number, now = clock.nowMs()): string {
    const token = randomToken();
    const expiresAt = now + TOKEN_LIFETIME_MS;
    write([
      ...removing(token, now),
      { token, userId, expiresAt, refreshableUntil: expiresAt + REFRESH_WINDOW_MS },
    ]);
    return token;
  },
  /** The user id of a live token, or undefined for one the school did not issue, ended or expired. */
  userOf(token: string, now = clock.nowMs()): number | undefined {
    const session = find(token);
    return session && session.expiresAt > now ? session.userId : undefined;
  },
  /** Swaps a token the school issued, even an expired one within its refresh window, for a new one. */
  refresh(token: string, now = clock.nowMs()): string | undefined {
    const session = find(token);
    if (!session || session.refreshableUntil <= now) return undefined;
    write(removing(token, now));
    return this.issue(session.userId, now);
  },
  /** Makes a token expire now, as the server does after an hour (used by tests). */
  expire(token: string, now = clock.nowMs()): void {
    write(
      read().map((row) => (row.token === token ? { ...row, expiresAt: Math.min(row.expiresAt, now) } : row)),
    );
  },
  revoke(token: string, now = clock.nowMs()): void {
    write(removing(token, now));
  },
  /** Ends every session (a freshly seeded school has none). */
  reset(): void {
    write([]);
  },
};
