import { describe, expect, it } from 'vitest';
import { seatsLeft } from '../rules/clubs';
import { schoolWeekOf } from '../../time/school-time';
import { clubBookings } from './club-bookings';
import { CLUB_TYPES } from './clubs-topics';
import { clubs } from './clubs';
import { orders } from './orders';
import { DEMO } from './world/people';
import { schoolNow } from '../../time/school-time';

const now = Date.parse(schoolNow());
const DAY = 24 * 60 * 60 * 1000;
const placesIn = (clubId: number) => clubBookings.where((b) => b.club_id === clubId).length;
const placesOf = (studentId: number) =>
  clubBookings.where((b) => b.student_id === studentId).map((b) => ({ ...b, club: clubs.byId(b.club_id)! }));

describe('the seeded clubs', () => {
  it('run from six weeks ago to four weeks ahead: every type, both formats, some disabled, 150-350 UAH', () => {
    const starts = clubs.rows.map((c) => Date.parse(c.starts_at));
    expect(Math.min(...starts)).toBeLessThan(now - 5 * 7 * DAY);
    expect(Math.max(...starts)).toBeGreaterThan(now + 3 * 7 * DAY);
    expect(new Set(clubs.rows.map((c) => c.type))).toEqual(new Set(CLUB_TYPES));
    expect(new Set(clubs.rows.map((c) => c.format))).toEqual(new Set(['online', 'offline']));
    expect(clubs.rows.some((c) => !c.enabled)).toBe(true);
    expect(clubs.rows.every((c) => c.price >= 150 && c.price <= 350)).toBe(true);
    expect(clubs.rows.every((c) => placesIn(c.id) <= c.seats_total)).toBe(true);
  });

  it('hold a full enabled club in the coming week, and some nearly full ones', () => {
    const coming = clubs.rows.filter(
      (c) => c.enabled && Date.parse(c.starts_at) > now && Date.parse(c.starts_at) < now + 7 * DAY,
    );
    expect(coming.some((c) => seatsLeft(c.seats_total, placesIn(c.id)) === 0)).toBe(true);
    expect(clubs.rows.some((c) => [1, 2].includes(seatsLeft(c.seats_total, placesIn(c.id))))).toBe(true);
  });

  it('give the demo student archived clubs attended and missed, a place waiting for payment and a paid one', () => {
    const places = placesOf(DEMO.student());
    const past = places.filter((p) => Date.parse(p.club.ends_at) < now);
    expect(past.map((p) => p.attended)).toEqual(expect.arrayContaining([true, false]));
    const upcoming = places.filter((p) => Date.parse(p.club.starts_at) > now);
    const pending = upcoming.find((p) => p.status === 'payment_pending');
    expect(orders.byId(pending!.order_id!)?.status).toBe('pending');
    const paid = upcoming.find((p) => p.status === 'paid');
    expect(orders.byId(paid!.order_id!)?.status).toBe('paid');
  });

  it('leave the demo student this week’s free place and two open clubs of one week for a free club', () => {
    const places = placesOf(DEMO.student());
    const thisWeek = schoolWeekOf(schoolNow());
    expect(places.some((p) => p.status === 'free' && schoolWeekOf(p.club.starts_at) >= thisWeek)).toBe(false);
    const open = clubs.rows.filter(
      (c) =>
        c.enabled &&
        Date.parse(c.starts_at) > now &&
        placesIn(c.id) < c.seats_total &&
        !places.some((p) => p.club_id === c.id),
    );
    const weeks = open.map((c) => schoolWeekOf(c.starts_at));
    expect(weeks.some((week, i) => weeks.indexOf(week) !== i)).toBe(true);
  });

  it('give Maksym and Sofiia upcoming and archived places for the parent’s view', () => {
    for (const child of [DEMO.maksym(), DEMO.sofiia()]) {
      const places = placesOf(child);
      expect(places.some((p) => Date.parse(p.club.starts_at) > now)).toBe(true);
      expect(places.some((p) => Date.parse(p.club.ends_at) < now)).toBe(true);
    }
  });

  it('keep one free place a week per student, for group students, with an order for every paid place', () => {
    const seen = new Set<string>();
    for (const booking of clubBookings.rows) {
      if (booking.status === 'free') {
        const key = `${booking.student_id}:${schoolWeekOf(clubs.byId(booking.club_id)!.starts_at)}`;
        expect(seen.has(key)).toBe(false);
        seen.add(key);
        expect(booking.order_id).toBeNull();
      } else {
        expect(orders.byId(booking.order_id!)?.owner_id).toBe(booking.student_id);
      }
    }
  });
});
