import { Workbox } from 'workbox-window';
import { i18n } from '../../i18n';
import { followManifestLanguage } from './manifest-language';

/**
 * Runs once the page has loaded and the browser is idle: the precaching downloads the app's files,
 * which must not compete with what the first page itself still loads.
 */
function whenSettled(run: () => void) {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 5_000 })
      : setTimeout(run, 1_000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** How often an open cabinet asks whether a new version was deployed (the browser checks on navigation too). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * The production build's own service worker (`sw.js`, Workbox, written by the build): it precaches
 * the app's files, so a return visit loads no script over the network. A new version is fetched in
 * the background and waits; the notice offers it, and only the person's "Reload" (never under an
 * unsaved form) lets it take over and reloads the page. Started after the first paint; never in
 * mock mode, where the mock school's worker owns the scope.
 */
export function startPwa(): void {
  followManifestLanguage(i18n);
  if (!('serviceWorker' in navigator)) return;
  const worker = new Workbox('/sw.js', { scope: '/' });
  let takingOver = false;
  const takeOver = () => {
    if (takingOver) return;
    takingOver = true;
    worker.addEventListener('controlling', () => window.location.reload());
    worker.messageSkipWaiting();
  };
  worker.addEventListener('waiting', () => {
    void import('./show-update-notice').then(({ showUpdateNotice }) => showUpdateNotice(takeOver));
  });
  whenSettled(() =>
    worker
      .register({ immediate: true })
      .then((registration) => {
        if (!registration) return;
        window.setInterval(() => {
          if (document.visibilityState === 'visible') void worker.update();
        }, CHECK_EVERY_MS);
      })
      .catch((error: unknown) => console.warn('The offline copy of the cabinet could not be set up.', error)),
  );
}
