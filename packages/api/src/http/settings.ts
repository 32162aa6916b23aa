import type { ApiError } from './errors';

/** What the app plugs into the http layer at start. */
export type HttpSettings = {
  /** The API base host; empty means the same origin (the mock school in the browser). */
  baseUrl: string;
  /** Shows the error toast of seed 000 §8. */
  notifyError: (error: ApiError) => void;
  /** Called after a failed refresh has cleared the session. */
  reload: () => void;
};

export const settings: HttpSettings = {
  baseUrl: '',
  notifyError: () => undefined,
  reload: () => globalThis.location?.reload(),
};

export function configureHttp(next: Partial<HttpSettings>): void {
  Object.assign(settings, next);
}
