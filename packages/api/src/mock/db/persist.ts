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

export function saveTable<T>(name: string, rows: T[]): void {
  storage()?.setItem(PREFIX + name, JSON.stringify(rows));
}

export function forgetTable(name: string): void {
  storage()?.removeItem(PREFIX + name);
}
