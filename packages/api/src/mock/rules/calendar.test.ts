import { describe, expect, it } from 'vitest';
import { calendarRangeFault, overlaps } from './calendar';

describe('the calendar range (at most 62 days, both ends included)', () => {
  it('accepts a day, a week and 62 days', () => {
    expect(calendarRangeFault('2026-11-21', '2026-11-21')).toBeNull();
    expect(calendarRangeFault('2026-11-16', '2026-11-22')).toBeNull();
    expect(calendarRangeFault('2026-11-01', '2027-01-01')).toBeNull();
  });

  it('refuses 63 days and a range that ends before it starts, naming `to`', () => {
    expect(calendarRangeFault('2026-11-01', '2027-01-02')).toBe('to');
    expect(calendarRangeFault('2026-11-22', '2026-11-21')).toBe('to');
  });

  it('counts calendar days across the change of the clocks', () => {
    expect(calendarRangeFault('2026-10-01', '2026-12-01')).toBeNull();
    expect(calendarRangeFault('2026-03-01', '2026-05-02')).toBe('to');
  });
});

describe('overlapping times', () => {
  const at = (start: string, end: string) => ({
    starts_at: `2026-11-25T${start}:00.000+02:00`,
    ends_at: `2026-11-25T${end}:00.000+02:00`,
  });

  it('finds a lesson that overlaps another, whatever the offset written', () => {
    expect(overlaps(at('18:00', '19:30'), at('19:00', '20:00'))).toBe(true);
    expect(overlaps(at('18:00', '19:30'), at('17:00', '21:00'))).toBe(true);
    expect(
      overlaps(at('18:00', '19:30'), {
        starts_at: '2026-11-25T17:00:00.000Z',
        ends_at: '2026-11-25T17:30:00.000Z',
      }),
    ).toBe(true);
  });

  it('lets one lesson follow another', () => {
    expect(overlaps(at('18:00', '19:30'), at('19:30', '21:00'))).toBe(false);
    expect(overlaps(at('18:00', '19:30'), at('16:00', '18:00'))).toBe(false);
  });
});
