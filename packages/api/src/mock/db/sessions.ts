/** Issued tokens. A token lives an hour; refresh swaps any known token for a new one. */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

type Session = { userId: number; expiresAt: number };

const tokens = new Map<string, Session>();
let issued = 0;

export const sessions = {
  issue(userId: number, now = Date.now()): string {
    issued += 1;
    const token = `mock-${userId}-${issued}-${Math.random().toString(36).slice(2, 10)}`;
    tokens.set(token, { userId, expiresAt: now + TOKEN_LIFETIME_MS });
    return token;
  },
  /** The user id of a live token, or undefined for an unknown or expired one. */
  userOf(token: string, now = Date.now()): number | undefined {
    const session = tokens.get(token);
    return session && session.expiresAt > now ? session.userId : undefined;
  },
  /** Swaps a known token, even an expired one, for a new one. */
  refresh(token: string): string | undefined {
    const session = tokens.get(token);
    if (!session) return undefined;
    tokens.delete(token);
    return this.issue(session.userId);
  },
  /** Makes a token expire now, as the server does after an hour (used by tests and the dev panel). */
  expire(token: string): void {
    const session = tokens.get(token);
    if (session) session.expiresAt = 0;
  },
  revoke(token: string): void {
    tokens.delete(token);
  },
  reset(): void {
    tokens.clear();
  },
};
