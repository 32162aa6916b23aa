import { MOCK_SCHEMA_VERSION } from './schema-version';

/**
 * Keeps a table of the mock school across page reloads: in the browser it is stored in local
 * storage under `mockSchool.<name>`; in Node (tests) it lives in memory only.
 *
 * The stored tables carry the version of the tables' shapes they were seeded with. A browser that
 * kept tables of another version (the school's tables changed since) drops them all before the
 * first table is read, so each is seeded again instead of running on stale rows.
 */
const PREFIX = 'mockSchool.';
const VERSION_KEY = `${PREFIX}schemaVersion`;
/** Settings kept under the same prefix that are not tables: they outlive a reseed. */
const SETTINGS = new Set([VERSION_KEY, `${PREFIX}scale`, `${PREFIX}scenario`]);

const storage = (): Storage | undefined =>
  typeof window !== 'undefined' && typeof window.localStorage !== 'undefined'
    ? window.localStorage
    : undefined;

let reseeded = false;
let checked = false;

/** Whether this page dropped a browser's stored tables of another version (for the dev tools to tell). */
export function mockSchoolWasReseeded(): boolean {
  return reseeded;
}

/**
 * Compares the stored tables' version with the code's: tables of another version, or of none
 * (kept before versions were), are dropped and the current version is written. Returns whether
 * tables were dropped. Runs by itself before the first table is read or stored.
 */
export function checkStoredVersion(version = MOCK_SCHEMA_VERSION): boolean {
  checked = true;
  const store = storage();
  if (!store || store.getItem(VERSION_KEY) === version) return false;
  const stale: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX) && !SETTINGS.has(key)) stale.push(key);
  }
  stale.forEach((key) => store.removeItem(key));
  store.setItem(VERSION_KEY, version);
  if (stale.length === 0) return false;
  reseeded = true;
  console.info(
    `The mock school's tables changed since this browser kept them: ${stale.length} stored tables were dropped and are seeded again.`,
  );
  return true;
}

const checkOnce = () => {
  if (!checked) checkStoredVersion();
};

export function loadTable<T>(name: string): T[] | undefined {
  checkOnce();
  const raw = storage()?.getItem(PREFIX + name);
  if (!raw) return undefined;
  try {
    const rows: unknown = JSON.parse(raw);
    return Array.isArray(rows) ? (rows as T[]) : undefined;
  } catch {
    return undefined;
  }
}

let warned = false;

/**
 * Stores a table. A school grown by the scale factor can pass the browser's storage quota: the
 * table then lives in memory only (until the next reload), and the console says so once.
 */
export function saveTable<T>(name: string, rows: T[]): void {
  checkOnce();
  try {
    storage()?.setItem(PREFIX + name, JSON.stringify(rows));
  } catch (error) {
    storage()?.removeItem(PREFIX + name);
    if (!warned)
      console.warn('The mock school is over the storage quota; changes last until a reload.', error);
    warned = true;
  }
}

export function forgetTable(name: string): void {
  storage()?.removeItem(PREFIX + name);
}
