import { STORAGE_KEYS } from '@cabinet/api/http';

/** Only a path of this app is kept: an address elsewhere is ignored (no open redirect). */
export function isAppPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

export function saveReturnUrl(path: string): void {
  if (isAppPath(path) && !path.startsWith('/login')) localStorage.setItem(STORAGE_KEYS.returnUrl, path);
}

/** Reads and clears the stored return route. */
export function takeReturnUrl(): string | null {
  const value = localStorage.getItem(STORAGE_KEYS.returnUrl);
  localStorage.removeItem(STORAGE_KEYS.returnUrl);
  return value && isAppPath(value) ? value : null;
}
