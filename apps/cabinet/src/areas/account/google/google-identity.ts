/** Google Identity Services' script: Google serves its sign-in button from this one file. */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';
/** The id of its tag: a tag already in the page is waited for, never added a second time. */
export const GOOGLE_IDENTITY_SCRIPT_ID = 'google-identity-services';

/** The part of Google's `google.accounts.id` the cabinet uses. */
export type GoogleIdentity = {
  initialize: (options: { client_id: string; callback: (answer: { credential: string }) => void }) => void;
  renderButton: (element: HTMLElement, options: Record<string, string>) => void;
};
declare global {
  interface Window {
    google?: { accounts: { id: GoogleIdentity } };
  }
}

/** The one load of each tag: every button of the page waits for the same promise. */
const loads = new WeakMap<HTMLScriptElement, Promise<GoogleIdentity>>();

const api = () => window.google?.accounts.id;

function loadOf(script: HTMLScriptElement): Promise<GoogleIdentity> {
  return new Promise((resolve, reject) => {
    const ready = api();
    // A tag an earlier copy of this module added (a hot reload in development) has already run.
    if (ready) return resolve(ready);
    script.addEventListener(
      'load',
      () => {
        const loaded = api();
        if (loaded) resolve(loaded);
        else reject(new Error('Google Identity Services loaded without its API.'));
      },
      { once: true },
    );
    script.addEventListener('error', () => reject(new Error('Google Identity Services did not load.')), {
      once: true,
    });
  });
}

/**
 * Google's sign-in API, its script loaded once per page however many buttons mount and unmount:
 * the tag is found by its id before one is added, and each tag has one promise. A tag that failed
 * to load is removed, so the next button to mount tries again (a failed load is often a passing
 * network fault); the buttons waiting on it are told once each.
 */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const found = document.getElementById(GOOGLE_IDENTITY_SCRIPT_ID);
  if (found instanceof HTMLScriptElement) {
    const known = loads.get(found);
    if (known) return known;
  }
  const script = found instanceof HTMLScriptElement ? found : document.createElement('script');
  const load = loadOf(script);
  loads.set(script, load);
  load.catch(() => script.remove());
  if (script !== found) {
    script.id = GOOGLE_IDENTITY_SCRIPT_ID;
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    document.head.append(script);
  }
  return load;
}
