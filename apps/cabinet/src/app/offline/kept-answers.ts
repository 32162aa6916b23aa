import { type DehydratedState, type Query, dehydrateQuery } from '@tanstack/react-query';

export type KeptQuery = DehydratedState['queries'][number];
/** What is kept per user: the build it was kept by, when, and the answers of the pages visited. */
export type Snapshot = { buster: string; savedAt: number; queries: KeptQuery[] };

/** A kept answer older than a week is not shown offline (and a snapshot not saved for a week goes). */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Answers that arrive together are written together, this long after the first of them. */
export const PERSIST_DELAY_MS = 1000;
/** The most answers kept per user (the newest stay): a bound on what a week of visits keeps. */
export const MAX_KEPT = 300;
/** Raised when the shape of what is kept changes. */
const FORMAT = 1;
export const PREFIX = 'queries:';

export const cacheKeyOf = (userId: number): string => `${PREFIX}${userId}`;

/**
 * The build the page runs: the address of its entry script, whose name carries the hash of the
 * build's files (and in mock builds the mock school's tables with them), so a cache kept by
 * another build is dropped rather than shown to code that may read it differently.
 */
export function appBuildId(doc: Document = document): string {
  const entry = doc.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return entry ? new URL(entry.src, doc.baseURI).pathname : 'unbuilt';
}

export const defaultBuster = (): string => `${FORMAT}:${appBuildId()}`;

/**
 * Only what a page read from the school and got: a successful GET of the API (the generated hooks'
 * keys start with its address), no file (a certificate's PDF), nothing a query marks
 * `meta: { persist: false }`. Writes (mutations) and the live socket's events are never kept.
 */
export function isPersistable(query: Query): boolean {
  const [first] = query.queryKey;
  const { status, data } = query.state;
  return (
    status === 'success' &&
    typeof first === 'string' &&
    first.startsWith('/api/') &&
    !(typeof Blob !== 'undefined' && data instanceof Blob) &&
    query.meta?.persist !== false
  );
}

export const isSnapshot = (value: unknown): value is Snapshot =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Snapshot).buster === 'string' &&
  typeof (value as Snapshot).savedAt === 'number' &&
  Array.isArray((value as Snapshot).queries);

/** One answer as kept: its meta is left out (it may hold what a browser cannot store). */
export function keptOf(query: Query): KeptQuery {
  const kept = dehydrateQuery(query);
  delete kept.meta;
  return kept;
}
