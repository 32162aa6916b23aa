import { describe, expect, it } from 'vitest';
import { suggestClubs } from './clubs-suggestions';

const now = new Date('2026-11-23T09:00:00.000+02:00');
const full = {
  id: 1,
  type: 'speaking',
  starts_at: '2026-11-24T18:00:00.000+02:00',
  enabled: true,
  seats_left: 0,
};
const club = (id: number, starts_at: string, more: Partial<typeof full> = {}) => ({
  id,
  type: 'grammar',
  starts_at,
  enabled: true,
  seats_left: 4,
  ...more,
});

describe('"sorry, no more seats; suggest other clubs"', () => {
  it('suggests up to three other clubs of the week with seats, the same type first', () => {
    const clubs = [
      full,
      club(2, '2026-11-25T18:00:00.000+02:00'),
      club(3, '2026-11-27T18:00:00.000+02:00', { type: 'speaking' }),
      club(4, '2026-11-26T18:00:00.000+02:00'),
      club(5, '2026-11-28T18:00:00.000+02:00'),
    ];
    expect(suggestClubs(full, clubs, now).map((c) => c.id)).toEqual([3, 2, 4]);
  });

  it('leaves out disabled, full and started clubs', () => {
    const clubs = [
      club(2, '2026-11-25T18:00:00.000+02:00', { enabled: false }),
      club(3, '2026-11-25T18:00:00.000+02:00', { seats_left: 0 }),
      club(4, '2026-11-23T08:00:00.000+02:00'),
      club(5, '2026-11-26T18:00:00.000+02:00'),
    ];
    expect(suggestClubs(full, clubs, now).map((c) => c.id)).toEqual([5]);
  });

  it('fills up from the next 14 days after the week, not beyond', () => {
    const clubs = [
      club(2, '2026-12-01T18:00:00.000+02:00'),
      club(3, '2026-12-06T18:00:00.000+02:00'),
      club(4, '2026-12-10T18:00:00.000+02:00'),
    ];
    expect(suggestClubs(full, clubs, now).map((c) => c.id)).toEqual([2, 3]);
  });
});
