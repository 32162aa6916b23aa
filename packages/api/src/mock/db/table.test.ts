import { describe, expect, it, vi } from 'vitest';
import { TEST_MOMENT } from '../../testing/pin-clock';
import { createTable, resetTables } from './table';

const seededAt = createTable<{ id: number; at: number }>('test_seeded_at', () => [{ id: 1, at: Date.now() }]);

describe('a table of the mock school in the unit tests', () => {
  it('seeds at the moment of the last reset, however late it is first used', () => {
    resetTables();
    const reset = Date.now();
    vi.setSystemTime(reset + 90_000);
    expect(seededAt.rows[0]?.at).toBe(reset);
    expect(Date.now()).toBeGreaterThanOrEqual(reset + 90_000);
  });

  it('seeds at a moment a test pinned before it reset the school', () => {
    const moment = Date.parse(TEST_MOMENT) + 7 * 86_400_000;
    vi.setSystemTime(moment);
    resetTables();
    vi.setSystemTime(moment + 60_000);
    expect(seededAt.rows[0]?.at).toBeGreaterThanOrEqual(moment);
    expect(seededAt.rows[0]?.at).toBeLessThan(moment + 60_000);
  });
});
