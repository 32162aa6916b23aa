/** What the app plugs into the http layer at start. */
export type HttpSettings = {
  /** The API base host; empty means the same origin (the mock school in the browser). */
  baseUrl: string;
  /** Called after a failed refresh has cleared the session. */
  reload: () => void;
};

export const settings: HttpSettings = {
  baseUrl: '',
  reload: () => globalThis.location?.reload(),
};

export function configureHttp(next: Partial<HttpSettings>): void {
  Object.assign(settings, next);
}
