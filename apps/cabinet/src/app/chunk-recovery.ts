import { clock } from '@cabinet/api/time';
const RELOADED_KEY = 'chunkReloadAt';
const RELOAD_GUARD_MS = 10_000;

/** Reloads the page once at `path`; a second failure within 10 s is left to the error page. */
export function reloadOnce(path = window.location.pathname + window.location.search): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
  if (clock.nowMs() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOADED_KEY, String(clock.nowMs()));
  window.location.assign(path);
  return true;
}

/** A screen whose script could not be loaded (a new release replaced it) reloads the page. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
      error.message,
    )
  );
}

/**
 * Vite reports a failed preload of a script part (at start, or before a screen): the page reloads
 * itself, once; a second failure within 10 s is thrown on to the screen that needed it. Returns
 * how to stop listening.
 */
export function listenForPreloadErrors(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadOnce()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
