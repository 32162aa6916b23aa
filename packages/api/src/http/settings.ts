/** What the app plugs into the http layer at start. */
export type HttpSettings = {
  /** The API base host; empty means the same origin (the mock school in the browser). */
  baseUrl: string;
  /** Called after a failed refresh has cleared the session. */
  reload: () => void;
  /**
   * Tells the user the school is busy (a 429 said to wait) and the call is asked again in
   * `seconds`; called once for every burst of such answers, whatever the number of calls.
   */
  busy: (seconds: number) => void;
  /**
   * Settles once the API answers: the mock school starts in the browser after the first paint,
   * and every call (and the live socket) waits for it. Already settled with a real API.
   */
  ready: Promise<unknown>;
};

export const settings: HttpSettings = {
  baseUrl: '',
  reload: () => globalThis.location?.reload(),
  busy: () => undefined,
  ready: Promise.resolve(),
};

/** Settles once the API answers (see `HttpSettings.ready`); a failed start lets calls fail on their own. */
export const apiReady = (): Promise<void> =>
  settings.ready.then(
    () => undefined,
    () => undefined,
  );

export function configureHttp(next: Partial<HttpSettings>): void {
  Object.assign(settings, next);
}
