// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REFRESH_WINDOW_MS, type SessionRow, TOKEN_LIFETIME_MS, sessions } from './sessions';

const NOW = Date.parse('2026-11-24T10:00:00+02:00');
const stored = (): SessionRow[] =>
  JSON.parse(localStorage.getItem('mockSchool.sessions') ?? '[]') as SessionRow[];

beforeEach(() => {
  localStorage.clear();
  sessions.reset();
});
afterEach(() => sessions.reset());

describe("the mock school's tokens", () => {
  it('are random strings that name nobody, each different', () => {
    const tokens = [sessions.issue(1, NOW), sessions.issue(1, NOW), sessions.issue(2, NOW)];
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(3);
    expect(tokens.map((token) => sessions.userOf(token, NOW))).toEqual([1, 1, 2]);
  });

  it('refuse a token the school did not issue, however it looks', () => {
    const real = sessions.issue(1, NOW);
    for (const forged of ['', 'forged', `mock.1.${NOW + TOKEN_LIFETIME_MS}.abc`, `${real}x`, real.slice(1)]) {
      expect(sessions.userOf(forged, NOW), forged).toBeUndefined();
      expect(sessions.refresh(forged, NOW), forged).toBeUndefined();
    }
  });

  it('live an hour; an expired token is refreshed within its window, once', () => {
    const token = sessions.issue(1, NOW);
    expect(sessions.userOf(token, NOW + TOKEN_LIFETIME_MS - 1)).toBe(1);
    const later = NOW + TOKEN_LIFETIME_MS;
    expect(sessions.userOf(token, later)).toBeUndefined();
    const fresh = sessions.refresh(token, later);
    expect(fresh).toBeDefined();
    expect(sessions.userOf(fresh!, later)).toBe(1);
    expect(sessions.refresh(token, later)).toBeUndefined();

    const forgotten = sessions.issue(2, NOW);
    expect(sessions.refresh(forgotten, NOW + TOKEN_LIFETIME_MS + REFRESH_WINDOW_MS)).toBeUndefined();
  });

  it('end at logout and at expire(); an ended token stays ended after a reload', () => {
    const ended = sessions.issue(1, NOW);
    const kept = sessions.issue(2, NOW);
    const expired = sessions.issue(3, NOW);
    sessions.revoke(ended, NOW);
    sessions.expire(expired, NOW);
    expect(sessions.userOf(ended, NOW)).toBeUndefined();
    expect(sessions.refresh(ended, NOW)).toBeUndefined();
    expect(sessions.userOf(expired, NOW)).toBeUndefined();
    // What a reload reads: the stored table, without the ended token.
    expect(stored().map((row) => row.token)).toEqual([kept, expired]);
    expect(sessions.userOf(kept, NOW)).toBe(2);
  });

  it('are read from the browser at every call, so every tab sees the same sessions', () => {
    const token = sessions.issue(1, NOW);
    const table = stored();
    // Another tab signs out: the stored table loses the token.
    localStorage.setItem('mockSchool.sessions', '[]');
    expect(sessions.userOf(token, NOW)).toBeUndefined();
    // Another tab signs in.
    localStorage.setItem('mockSchool.sessions', JSON.stringify(table));
    expect(sessions.userOf(token, NOW)).toBe(1);
  });

  it('drop the sessions whose refresh window is over when a token is issued', () => {
    sessions.issue(1, NOW);
    sessions.issue(2, NOW + TOKEN_LIFETIME_MS + REFRESH_WINDOW_MS);
    expect(stored().map((row) => row.userId)).toEqual([2]);
  });
});
