import { STORAGE_KEYS } from '@cabinet/api/http';
import type { User } from '@cabinet/api/model';
import { useEffect } from 'react';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Just enough of a user record to draw the header and the menu from it. */
const looksLikeUser = (value: unknown): value is User =>
  isRecord(value) &&
  typeof value.id === 'number' &&
  typeof value.name === 'string' &&
  typeof value.email === 'string' &&
  Array.isArray(value.spaces) &&
  value.spaces.every((space) => typeof space === 'string');

/**
 * The whole user record kept in local storage on this device at sign-in, or null when there is
 * none or it cannot be read.
 */
export function readStoredUser(): User | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null');
    return looksLikeUser(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the stored record equal to the last user the school answered, for the next visit. */
export function useRememberedUser(user: User | undefined): void {
  useEffect(() => {
    if (!user) return;
    const record = JSON.stringify(user);
    if (localStorage.getItem(STORAGE_KEYS.user) !== record) localStorage.setItem(STORAGE_KEYS.user, record);
  }, [user]);
}
