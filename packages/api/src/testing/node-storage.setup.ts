import { MemoryStorage } from './memory-storage';

/**
 * Unit tests run in Node, where the http layer keeps the session token in `localStorage` as in the
 * browser: each test file starts with empty local and session storage. There is no `window`, so
 * the mock school keeps its tables in memory, as it does in Node. A file that asks for jsdom
 * (`@vitest-environment jsdom`) has the page's own storage.
 */
if (typeof window === 'undefined') {
  globalThis.localStorage = new MemoryStorage();
  globalThis.sessionStorage = new MemoryStorage();
}
