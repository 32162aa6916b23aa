// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_KEYS,
  STORAGE_KEYS,
  clearSignIn,
  getToken,
  setCookieDomain,
  storeSignIn,
} from './session-storage';

/** The page's jsdom, whose address a test may change. */
declare const jsdom: { reconfigure: (options: { url: string }) => void };

const USER = { email: 'olena@school.example', name: 'Олена Коваль' };

beforeEach(() => {
  localStorage.clear();
  setCookieDomain(undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  setCookieDomain(undefined);
  Cookies.remove(COOKIE_KEYS.email, { path: '/' });
  Cookies.remove(COOKIE_KEYS.userName, { path: '/' });
});

describe('the sign-in cookies', () => {
  it('keep the e-mail and the name for 365 days on the partner domain after a password login', () => {
    const set = vi.spyOn(Cookies, 'set').mockImplementation(() => undefined);
    setCookieDomain('.school.example');
    storeSignIn('token-1', USER, true);
    // On plain http (jsdom's page): `SameSite=Lax`, not `Secure` (a browser would drop it there).
    const options = { expires: 365, path: '/', domain: '.school.example', sameSite: 'lax', secure: false };
    expect(set.mock.calls).toEqual([
      [COOKIE_KEYS.email, USER.email, options],
      [COOKIE_KEYS.userName, USER.name, options],
    ]);
    expect(getToken()).toBe('token-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(USER);
  });

  it('are `Secure` and `SameSite=Lax` when the cabinet is served over https', () => {
    const page = location.href;
    jsdom.reconfigure({ url: 'https://cabinet.school.example/login' });
    try {
      const set = vi.spyOn(Cookies, 'set').mockImplementation(() => undefined);
      setCookieDomain('.school.example');
      storeSignIn('token-1', USER, true);
      const options = { expires: 365, path: '/', domain: '.school.example', sameSite: 'lax', secure: true };
      expect(set.mock.calls).toEqual([
        [COOKIE_KEYS.email, USER.email, options],
        [COOKIE_KEYS.userName, USER.name, options],
      ]);
      // What the browser is given: both attributes on the cookie's line.
      set.mockRestore();
      const written = vi.spyOn(document, 'cookie', 'set');
      setCookieDomain(undefined);
      storeSignIn('token-1', USER, false);
      expect(written.mock.calls.map(([line]) => line)).toEqual([
        expect.stringMatching(/^email=olena@school\.example; .*; sameSite=lax; secure$/),
      ]);
      expect(Cookies.get(COOKIE_KEYS.email)).toBe(USER.email);
      clearSignIn();
      expect(Cookies.get(COOKIE_KEYS.email)).toBeUndefined();
    } finally {
      jsdom.reconfigure({ url: page });
    }
  });

  it('keep only the e-mail after another sign-in (Google, a support link)', () => {
    const set = vi.spyOn(Cookies, 'set').mockImplementation(() => undefined);
    setCookieDomain('.school.example');
    storeSignIn('token-1', USER, false);
    expect(set.mock.calls.map(([name]) => name)).toEqual([COOKIE_KEYS.email]);
  });

  it('are removed from the same domain at logout, with the token and the stored user', () => {
    const remove = vi.spyOn(Cookies, 'remove').mockImplementation(() => undefined);
    setCookieDomain('.school.example');
    storeSignIn('token-1', USER, true);
    clearSignIn();
    expect(remove.mock.calls).toEqual([
      [COOKIE_KEYS.email, { path: '/', domain: '.school.example' }],
      [COOKIE_KEYS.userName, { path: '/', domain: '.school.example' }],
    ]);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it("are the host's own without a partner domain (localhost), and logout clears them", () => {
    storeSignIn('token-1', USER, true);
    expect(Cookies.get(COOKIE_KEYS.email)).toBe(USER.email);
    expect(Cookies.get(COOKIE_KEYS.userName)).toBe(USER.name);
    clearSignIn();
    expect(Cookies.get(COOKIE_KEYS.email)).toBeUndefined();
    expect(Cookies.get(COOKIE_KEYS.userName)).toBeUndefined();
    expect(document.cookie).toBe('');
  });
});
