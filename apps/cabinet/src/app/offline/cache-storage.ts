import { type UseStore, createStore, del, get, keys, set } from 'idb-keyval';

/** Where the query cache is kept on the device: a value per key, read and written asynchronously. */
export type CacheStorage = {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<void>;
  del: (key: string) => Promise<void>;
  keys: () => Promise<string[]>;
};

let opened: { factory: IDBFactory; store: UseStore } | undefined;

/** The cache's own database, opened on first use (and again if the browser's IndexedDB changed). */
function store(): UseStore {
  if (typeof indexedDB === 'undefined') throw new Error('This browser keeps no IndexedDB.');
  if (opened?.factory !== indexedDB) {
    opened = { factory: indexedDB, store: createStore('cabinet-offline', 'queries') };
  }
  return opened.store;
}

/**
 * The browser's IndexedDB. Chosen over local storage: a week of visited pages can pass its few
 * megabytes, values are kept as they are (no JSON text made on the main thread for every save),
 * and writing never blocks the page. Each call rejects where IndexedDB is missing or refused.
 */
export const indexedDbStorage: CacheStorage = {
  get: async (key) => get<unknown>(key, store()),
  set: async (key, value) => set(key, value, store()),
  del: async (key) => del(key, store()),
  keys: async () => (await keys(store())).filter((key): key is string => typeof key === 'string'),
};
