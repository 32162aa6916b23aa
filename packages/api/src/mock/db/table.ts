import { nowMs } from '../../time/clock';
import { forgetTable, loadTable, saveTable } from './persist';

/** A row of the mock school: every table is keyed by a positive integer id. */
export type Row = { id: number };

export type Table<T extends Row> = {
  readonly name: string;
  /** Every row; the table is seeded (or read from storage) on first use. */
  readonly rows: T[];
  byId(id: number): T | undefined;
  where(match: (row: T) => boolean): T[];
  /** Adds a row with the next id and stores the table. */
  insert(row: Omit<T, 'id'>): T;
  /** Stores the table after rows were changed in place. */
  save(): void;
  /** Forgets the stored rows; the table is seeded again on next use. */
  reset(): void;
};

const tables: Table<Row>[] = [];

/** When the tables were last reset (or first loaded), in milliseconds since the epoch. */
let resetAt = nowMs();

/** Runs a table's seed function, given the moment of the last reset and the table's name. */
export type SeedRunner = <T>(seed: () => T, resetAt: number, table: string) => T;

let runSeed: SeedRunner = (seed) => seed();

/**
 * Wraps the seeding of every table from now on. The unit tests run each seed at the moment of the
 * school's last reset: their clock runs on in real time, and a table first used a second after the
 * reset must seed the same rows as a table used at once.
 */
export function seedTablesWith(runner: SeedRunner): void {
  runSeed = runner;
}

/**
 * A typed table of the mock school, persisted in the browser (local storage `mockSchool.<name>`),
 * in memory in Node. Seeding is lazy, so a table may seed itself from the tables it refers to.
 */
export function createTable<T extends Row>(name: string, seed: () => T[]): Table<T> {
  let rows: T[] | undefined;
  const all = (): T[] => (rows ??= loadTable<T>(name) ?? seedAndStore());
  const seedAndStore = (): T[] => {
    const seeded = runSeed(seed, resetAt, name);
    saveTable(name, seeded);
    return seeded;
  };
  const table: Table<T> = {
    name,
    get rows() {
      return all();
    },
    byId: (id) => all().find((row) => row.id === id),
    where: (match) => all().filter(match),
    insert(row) {
      const list = all();
      const created = { ...row, id: list.reduce((max, r) => Math.max(max, r.id), 0) + 1 } as T;
      list.push(created);
      saveTable(name, list);
      return created;
    },
    save: () => saveTable(name, all()),
    reset() {
      rows = undefined;
      forgetTable(name);
    },
  };
  tables.push(table as unknown as Table<Row>);
  return table;
}

/** Every table created with `createTable` so far. */
export const everyTable = (): readonly Table<Row>[] => tables;

/**
 * Forgets every table created with `createTable`; each is seeded again on next use, as at `at`
 * (now, unless a test names its moment).
 */
export function resetTables(at = nowMs()): void {
  resetAt = at;
  for (const table of tables) table.reset();
}
