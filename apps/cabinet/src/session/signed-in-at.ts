import type { User } from '@cabinet/api/model';
import { clock } from '@cabinet/api/time';

type Listener = (user: User) => void;

let last: { token: string; at: number } | undefined;
const listeners = new Set<Listener>();

/**
 * Notes that this page signed in with this token now, with the user the school answered: the
 * stored user record is then fresh, and a query cache already loaded (`onSignIn`) takes the user.
 */
export function noteSignIn(token: string, user: User): void {
  last = { token, at: clock.nowMs() };
  listeners.forEach((listener) => listener(user));
}

/**
 * When this page signed in with the session's token: the moment its stored user record was the
 * school's answer; 0 (long ago) for a session this page did not start, whose record may be old.
 */
export function signedInAt(token: string | null): number {
  return last && token !== null && last.token === token ? last.at : 0;
}

/** Follows the sign-ins of this page (the query cache, while it is loaded); returns the unfollow. */
export function onSignIn(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
