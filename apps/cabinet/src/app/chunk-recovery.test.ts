// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnce } from './chunk-recovery';

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
