import Cookies from 'js-cookie';
import { STORAGE_KEYS } from './storage-keys';

export { STORAGE_KEYS };
/** Cookies kept for the partner sites: the e-mail, and the name after a password login. */
export const COOKIE_KEYS = { email: 'email', userName: 'userName' } as const;

let cookieDomain: string | undefined;

/** The parent domain of the partner site in use; none on localhost. */
export function setCookieDomain(domain: string | undefined): void {
  cookieDomain = domain || undefined;
}

export function getCookieDomain(): string | undefined {
  return cookieDomain;
}

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export function getToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.token) ?? null;
}

export function setToken(token: string): void {
  storage()?.setItem(STORAGE_KEYS.token, token);
}

/** Forgets the session on this device: the token, the stored user and the e-mail cookie. */
export function clearSession(): void {
  storage()?.removeItem(STORAGE_KEYS.token);
  storage()?.removeItem(STORAGE_KEYS.user);
  if (typeof document !== 'undefined') {
    Cookies.remove(COOKIE_KEYS.email, { path: '/', domain: cookieDomain });
  }
}

const COOKIE_DAYS = 365;

/** Whether the cabinet is served over https: its cookies are then `Secure` (plain http cannot keep them). */
const onHttps = (): boolean => globalThis.location?.protocol === 'https:';

/**
 * Keeps a fresh sign-in: the token and the whole user record in local storage, the e-mail in a
 * cookie for the partner sites, and the user's name too after a password login. The cookies are
 * `SameSite=Lax` always (never sent with another site's requests but a top-level visit) and
 * `Secure` on https.
 */
export function storeSignIn(token: string, user: { email: string; name: string }, withName: boolean): void {
  setToken(token);
  storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  const options = {
    expires: COOKIE_DAYS,
    path: '/',
    domain: cookieDomain,
    sameSite: 'lax' as const,
    secure: onHttps(),
  };
  Cookies.set(COOKIE_KEYS.email, user.email, options);
  if (withName) Cookies.set(COOKIE_KEYS.userName, user.name, options);
}

/** Logout forgets the name cookie as well. */
export function clearSignIn(): void {
  clearSession();
  if (typeof document !== 'undefined') {
    Cookies.remove(COOKIE_KEYS.userName, { path: '/', domain: cookieDomain });
  }
}
