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

/** Vite reports a failed preload of a script part; the seed asks for a reload. */
export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
