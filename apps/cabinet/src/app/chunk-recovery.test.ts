// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, listenForPreloadErrors, reloadOnce } from './chunk-recovery';

describe('recovery from a failed screen load', () => {
  const assign = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/profile', search: '?tab=1' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('recognises the browsers’ failed dynamic import errors', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/Page.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });

  it('reloads the page at its target path once, and not again within 10 s (no reload loop)', () => {
    expect(reloadOnce()).toBe(true);
    expect(assign).toHaveBeenCalledWith('/profile?tab=1');
    expect(reloadOnce()).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe('recovery from a failed preload of a script part', () => {
  const assign = vi.fn();
  let stop = () => {};
  beforeEach(() => {
    sessionStorage.clear();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/teacher/calendar', search: '' });
    // As the app does when it starts.
    stop = listenForPreloadErrors();
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  /** What Vite dispatches when a preloaded file could not be fetched. */
  const preloadFails = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    return event;
  };

  it('reloads the page, and keeps the error from being thrown on', () => {
    expect(preloadFails().defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith('/teacher/calendar');
  });

  it('lets a second failure within 10 s through to the screen instead of reloading again', () => {
    preloadFails();
    expect(preloadFails().defaultPrevented).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
