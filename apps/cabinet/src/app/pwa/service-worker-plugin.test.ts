import path from 'node:path';
import type { ConfigEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import { serviceWorker, writesServiceWorker } from './service-worker-plugin';

const cabinet = path.resolve(import.meta.dirname, '../../..');

/** Whether the plugins that write the service worker take part in a run of the cabinet's config. */
const applied = (env: ConfigEnv) =>
  serviceWorker(cabinet).some((plugin) => typeof plugin.apply === 'function' && plugin.apply({}, env));

describe('the production build’s service worker', () => {
  it('is written by a production build only: never in mock mode, where the mock school’s worker owns the scope', () => {
    expect(applied({ command: 'build', mode: 'production' })).toBe(true);
    expect(applied({ command: 'build', mode: 'measure' })).toBe(true);
    expect(applied({ command: 'build', mode: 'mock' })).toBe(false);
    expect(applied({ command: 'serve', mode: 'development' })).toBe(false);
    expect(writesServiceWorker('build', { VITE_API_MOCK: 'true' })).toBe(false);
  });
});
