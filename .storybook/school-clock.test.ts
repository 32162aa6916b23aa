import { describe, expect, it } from 'vitest';
import { dateFrom } from './school-clock';

describe("Storybook's clock", () => {
  const moment = '2026-11-24T10:00:00+02:00';

  it('starts at the moment and runs on', async () => {
    const SchoolDate = dateFrom(moment);
    const start = new SchoolDate().getTime();
    expect(Math.abs(start - Date.parse(moment))).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(SchoolDate.now()).toBeGreaterThan(start);
  });

  it('makes a date of given parts or a time as the real clock does', () => {
    const SchoolDate = dateFrom(moment);
    expect(new SchoolDate(2020, 0, 2, 3).getTime()).toBe(new Date(2020, 0, 2, 3).getTime());
    expect(new SchoolDate('2021-05-06T07:08:09Z').toISOString()).toBe('2021-05-06T07:08:09.000Z');
    expect(new SchoolDate(0)).toBeInstanceOf(Date);
  });
});
