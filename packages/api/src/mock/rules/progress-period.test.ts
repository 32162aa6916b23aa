import { describe, expect, it } from 'vitest';
import { hoursToOneDecimal, latestPoints, perMonth, progressPeriod, schoolMonthOf } from './progress-period';

describe('the period of a chart', () => {
  it('is whole months up to today’s, across a year’s end', () => {
    expect(progressPeriod('2027-01-15', 3)).toEqual({
      months: ['2026-11', '2026-12', '2027-01'],
      period: { from: '2026-11-01', to: '2027-01-31', months_count: 3 },
    });
    expect(progressPeriod('2028-02-29', 1).period).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
      months_count: 1,
    });
  });

  it('puts a moment in its month on the school’s calendar, whatever the machine’s zone', () => {
    expect(schoolMonthOf('2026-10-31T23:30:00+02:00')).toBe('2026-10');
    expect(schoolMonthOf('2026-10-31T22:30:00Z')).toBe('2026-11'); // 00:30 on 1 November in Kyiv
    expect(schoolMonthOf('2026-03-31T23:59:00+03:00')).toBe('2026-03');
  });

  it('summarises every month, empty ones too, and leaves other months out', () => {
    const rows = [{ month: '2026-10' }, { month: '2026-10' }, { month: '2026-08' }];
    expect(
      perMonth(
        ['2026-10', '2026-11'],
        rows,
        (row) => row.month,
        (found, month) => [month, found.length],
      ),
    ).toEqual([
      ['2026-10', 2],
      ['2026-11', 0],
    ]);
  });

  it('keeps the latest points, oldest first, and counts them all', () => {
    const rows = ['2026-11-03', '2026-10-01', '2026-11-20'].map((date) => ({ date }));
    expect(latestPoints(rows, (row) => row.date, 2)).toEqual({
      items: [{ date: '2026-11-03' }, { date: '2026-11-20' }],
      total: 3,
    });
  });

  it('gives hours to one decimal', () => {
    expect(hoursToOneDecimal(90)).toBe(1.5);
    expect(hoursToOneDecimal(100)).toBe(1.7);
  });
});
