import { vi } from 'vitest';
import { resetDb } from '../mock/db';
import { type SeedRunner, everyTable } from '../mock/db/table';
import { schoolSize } from '../mock/db/world/size';
import { scenario } from '../mock/scenarios/state';

/**
 * Each table's rows as seeded at a moment, at the school's scale, with or without the hostile or long texts:
 * copied for every test after.
 */
const seeded = new Map<string, unknown>();
let copying = false;

/**
 * How the unit tests seed a table: at the moment of the school's last reset, whatever the clock
 * says when the table is first used (the pinned clock runs on in real time). While `resetSchool`
 * seeds the whole school, a table seeded before at the same moment is copied instead of seeded
 * again: seeding is the same at the same moment, and it is most of a handler test's time.
 */
export const seedAtReset: SeedRunner = (seed, resetAt, table) => {
  const { hostile, longTexts } = scenario();
  const key = `${table}@${resetAt}×${schoolSize().scale}${hostile ? ' hostile' : ''}${longTexts ? ' long' : ''}`;
  if (copying && seeded.has(key)) return structuredClone(seeded.get(key)) as ReturnType<typeof seed>;
  const rows = atMoment(resetAt, seed);
  if (copying) seeded.set(key, structuredClone(rows));
  return rows;
};

function atMoment<T>(moment: number, seed: () => T): T {
  if (!vi.isFakeTimers()) return seed();
  const now = Date.now();
  vi.setSystemTime(moment);
  try {
    return seed();
  } finally {
    vi.setSystemTime(now);
  }
}

/**
 * Puts the mock school back to its seeded state, seeded as at the current second (the moment a
 * test's clock was pinned at), every table at once: from the copies of an earlier reset at that
 * moment, or seeded and copied. Nothing has changed between the reset and the seeding, so a copy
 * is what seeding would give.
 */
export function resetSchool(): void {
  resetDb(Math.floor(Date.now() / 1000) * 1000);
  copying = true;
  try {
    for (const table of everyTable()) void table.rows;
  } finally {
    copying = false;
  }
}
