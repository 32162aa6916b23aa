import { clock } from '@cabinet/api/time';
import { type QueryClient, hydrate, onlineManager } from '@tanstack/react-query';
import { type CacheStorage, indexedDbStorage } from './cache-storage';
import {
  type KeptQuery,
  MAX_KEPT,
  PERSIST_DELAY_MS,
  PERSIST_MAX_AGE_MS,
  PREFIX,
  type Snapshot,
  cacheKeyOf,
  defaultBuster,
  isPersistable,
  isSnapshot,
  keptOf,
} from './kept-answers';
import { markRestored } from './loaded-at';

export { PERSIST_DELAY_MS, PERSIST_MAX_AGE_MS, cacheKeyOf } from './kept-answers';
export { lastLoadedAt } from './loaded-at';

type Session = { userId: number; end: (save: boolean) => Promise<void> };
const sessions = new Set<Session>();
/** The last write per storage key: a clear waits for it, and writes of one key stay in order. */
const writes = new Map<string, Promise<void>>();
/** Clears so far, of everyone's and of each key: a write asked for before a clear is not made. */
let clearsOfAll = 0;
const clearsOfKey = new Map<string, number>();
const generationOf = (key: string) => `${clearsOfAll}:${clearsOfKey.get(key) ?? 0}`;

function write(storage: CacheStorage, key: string, snapshot: Snapshot, generation: string): Promise<void> {
  const next = (writes.get(key) ?? Promise.resolve())
    .then(() => (generationOf(key) === generation ? storage.set(key, snapshot) : undefined))
    .catch(() => undefined); // a full or refused storage: the pages still work online
  writes.set(key, next);
  return next;
}

/** Other users' snapshots kept by another build or not saved for longer than the limit go. */
async function dropStale(storage: CacheStorage, buster: string, maxAgeMs: number, now: number, own: string) {
  const others = (await storage.keys()).filter((key) => key.startsWith(PREFIX) && key !== own);
  for (const key of others) {
    const value = await storage.get(key);
    if (!isSnapshot(value) || value.buster !== buster || now - value.savedAt > maxAgeMs)
      await storage.del(key);
  }
}

export type PersistenceOptions = {
  storage?: CacheStorage;
  /** Snapshots kept with another buster are dropped (default: this build). */
  buster?: string;
  maxAgeMs?: number;
};

/** Stops keeping the cache (what changed since the last write is written first). */
export type StopPersistence = (() => Promise<void>) & {
  /** Settles once the kept snapshot was read (and, when offline, put back into the client). */
  ready: Promise<void>;
};

/**
 * Keeps the signed-in user's query cache on this device, so pages already visited open offline:
 * each successful GET answer is kept (a second after it arrives, at once when the page is hidden),
 * under the user's id, with the build's buster, for a week. While the browser is offline, the kept
 * answers of queries that have none in memory are put back (at start, when the connection drops,
 * and when a page asks for a query then); online, the pages ask the school as before, so nothing
 * kept is ever shown in place of a fresh answer.
 */
export function startQueryPersistence(
  queryClient: QueryClient,
  userId: number,
  {
    storage = indexedDbStorage,
    buster = defaultBuster(),
    maxAgeMs = PERSIST_MAX_AGE_MS,
  }: PersistenceOptions = {},
): StopPersistence {
  const key = cacheKeyOf(userId);
  const generation = generationOf(key);
  const cache = queryClient.getQueryCache();
  const kept = new Map<string, KeptQuery>();
  let stopped = false;
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const young = (query: KeptQuery, now: number) => now - query.state.dataUpdatedAt <= maxAgeMs;

  /** Kept answers go back into the client where it has none: only while offline. */
  const restore = () => {
    if (stopped || onlineManager.isOnline()) return;
    const missing = [...kept.values()].filter(
      (query) => cache.get(query.queryHash)?.state.data === undefined,
    );
    if (missing.length === 0) return;
    hydrate(queryClient, { queries: missing, mutations: [] });
    markRestored(queryClient);
  };

  const load = async () => {
    const now = clock.nowMs();
    await dropStale(storage, buster, maxAgeMs, now, key).catch(() => undefined);
    const snapshot = await storage.get(key).catch(() => undefined);
    if (!isSnapshot(snapshot) || snapshot.buster !== buster || now - snapshot.savedAt > maxAgeMs) return;
    // Answers that arrived while the snapshot was read are newer: they stay.
    for (const query of snapshot.queries) {
      if (young(query, now) && !kept.has(query.queryHash)) kept.set(query.queryHash, query);
    }
  };
  const ready = load()
    .catch(() => undefined)
    .then(restore);

  /** Writes what changed; once stopped, only the last write of a stop that keeps the cache. */
  const save = async (last = false) => {
    await ready;
    if (!dirty || (stopped && !last)) return;
    dirty = false;
    const now = clock.nowMs();
    const queries = [...kept.values()]
      .filter((query) => young(query, now))
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
      .slice(0, MAX_KEPT);
    kept.clear();
    for (const query of queries) kept.set(query.queryHash, query);
    await write(storage, key, { buster, savedAt: now, queries }, generation);
  };

  const schedule = () => {
    dirty = true;
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (!stopped) void save();
    }, PERSIST_DELAY_MS);
  };

  // Answers that arrived before the persistence started are kept too.
  for (const query of cache.getAll()) {
    if (isPersistable(query)) kept.set(query.queryHash, keptOf(query));
  }
  if (kept.size > 0) schedule();
  const stopWatchingCache = cache.subscribe((event) => {
    if (stopped) return;
    if (event.type === 'updated' && event.action.type === 'success' && isPersistable(event.query)) {
      kept.set(event.query.queryHash, keptOf(event.query));
      schedule();
    } else if (
      event.type === 'added' &&
      event.query.state.data === undefined &&
      kept.has(event.query.queryHash) &&
      !onlineManager.isOnline()
    ) {
      // A page asks, offline, for a query the client no longer holds: its kept answer comes back.
      queueMicrotask(restore);
    }
  });
  const stopWatchingConnection = onlineManager.subscribe((online) => {
    if (!online) restore();
  });
  /** The page may not come back (closed, or frozen on a phone): what changed is written now. */
  const saveNow = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = undefined;
    void save();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') saveNow();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', saveNow);

  const session: Session = {
    userId,
    end: async (saveFirst) => {
      if (stopped) return;
      stopped = true;
      sessions.delete(session);
      clearTimeout(timer);
      timer = undefined;
      stopWatchingCache();
      stopWatchingConnection();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', saveNow);
      if (saveFirst) await save(true);
    },
  };
  sessions.add(session);
  return Object.assign(() => session.end(true), { ready });
}

/**
 * Deletes the kept cache of a user (at logout), or of every user of this device: their persistence
 * stops first, without a last write, and a write on its way is waited for.
 */
export async function clearPersistedQueries(
  userId?: number,
  { storage = indexedDbStorage }: Pick<PersistenceOptions, 'storage'> = {},
): Promise<void> {
  if (userId === undefined) clearsOfAll += 1;
  else clearsOfKey.set(cacheKeyOf(userId), (clearsOfKey.get(cacheKeyOf(userId)) ?? 0) + 1);
  const ending = [...sessions].filter((session) => userId === undefined || session.userId === userId);
  await Promise.all(ending.map((session) => session.end(false)));
  const keys =
    userId === undefined
      ? (await storage.keys().catch(() => [])).filter((key) => key.startsWith(PREFIX))
      : [cacheKeyOf(userId)];
  await Promise.all(
    keys.map(async (key) => {
      await writes.get(key);
      await storage.del(key).catch(() => undefined);
    }),
  );
}
