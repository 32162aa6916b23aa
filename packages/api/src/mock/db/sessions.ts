import * as clock from '../../time/clock';
/**
 * Issued tokens. A token names its user and its expiry (`mock.<userId>.<expiresAt>.<nonce>`), so
 * a page reload, which restarts the mock school in the browser, keeps the session. A token lives
 * an hour; refresh swaps any token the school issued for a new one; logout revokes a token.
 */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const revoked = new Set<string>();
const expiredEarly = new Set<string>();

function parse(token: string): { userId: number; expiresAt: number } | undefined {
  const [prefix, userId, expiresAt, nonce] = token.split('.');
  if (prefix !== 'mock' || !nonce || revoked.has(token)) return undefined;
  const parsed = { userId: Number(userId), expiresAt: Number(expiresAt) };
  return Number.isInteger(parsed.userId) && Number.isFinite(parsed.expiresAt) ? parsed : undefined;
}

export const sessions = {
  issue(userId: number, now = clock.nowMs()): string {
    return `mock.${userId}.${now + TOKEN_LIFETIME_MS}.${Math.random().toString(36).slice(2, 10)}`;
  },
  /** The user id of a live token, or undefined for an unknown, revoked or expired one. */
  userOf(token: string, now = clock.nowMs()): number | undefined {
    const session = parse(token);
    return session && session.expiresAt > now && !expiredEarly.has(token) ? session.userId : undefined;
  },
  /** Swaps a token the school issued, even an expired one, for a new one. */
  refresh(token: string): string | undefined {
    const session = parse(token);
    if (!session) return undefined;
    revoked.add(token);
    return this.issue(session.userId);
  },
  /** Makes a token expire now, as the server does after an hour (used by tests). */
  expire(token: string): void {
    expiredEarly.add(token);
  },
  revoke(token: string): void {
    revoked.add(token);
  },
  reset(): void {
    revoked.clear();
    expiredEarly.clear();
  },
};
