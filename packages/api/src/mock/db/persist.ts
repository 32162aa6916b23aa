/**
 * Keeps a table of the mock school across page reloads: in the browser it is stored in local
 * storage under `mockSchool.<name>`; in Node (tests) it lives in memory only.
 */
const PREFIX = 'mockSchool.';

const storage = (): Storage | undefined =>
  typeof window !== 'undefined' && typeof window.localStorage !== 'undefined'
    ? window.localStorage
    : undefined;

export function loadTable<T>(name: string): T[] | undefined {
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
