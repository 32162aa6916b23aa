import { describe, expect, it } from 'vitest';
import { schoolWeekOf } from './school-time';

describe('the school week of the free club (ISO weeks, Monday first, school time)', () => {
  it('puts Monday to Sunday of one week together', () => {
    expect(schoolWeekOf('2026-11-23T10:00:00.000+02:00')).toBe('2026-W48');
    expect(schoolWeekOf('2026-11-29T20:00:00.000+02:00')).toBe('2026-W48');
    expect(schoolWeekOf('2026-11-30T09:00:00.000+02:00')).toBe('2026-W49');
  });

  it('counts in the school zone, not in UTC', () => {
    // Monday 00:30 in Kyiv is still Sunday in UTC: it starts the next school week.
    expect(schoolWeekOf('2026-11-29T22:30:00.000Z')).toBe('2026-W49');
    // Sunday 23:30 in Kyiv is the same week as the Monday before.
    expect(schoolWeekOf('2026-11-29T21:30:00.000Z')).toBe('2026-W48');
  });

  it('uses the ISO week year around the new year', () => {
    expect(schoolWeekOf('2027-01-01T12:00:00.000+02:00')).toBe('2026-W53');
  });
});
