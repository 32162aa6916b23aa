import type { ClubCancellationStatus } from '../rules/club-cancellations';
import { text } from '../scenarios/hostile';
import { addMinutesIso, schoolNow } from '../../time/school-time';
import { clubBookings } from './club-bookings';
import { clubs } from './clubs';
import { createTable } from './table';
import { DEMO } from './world/people';

/**
 * A student's request to cancel a paid club place. It belongs to the place through the place's
 * order (`order_id`), which outlives the booking: once the school cancels the place, the booking
 * is deleted and the request keeps what the student is told (the refund).
 */
export type ClubCancellationRow = {
  id: number;
  club_id: number;
  student_id: number;
  order_id: number;
  /** What the student paid for the place, UAH. */
  price: number;
  status: ClubCancellationStatus;
  reason: string | null;
  /** The director of studies' comment to the student. */
  comment: string | null;
  requested_at: string;
  decided_at: string | null;
  decided_by: number | null;
  refund_amount: number | null;
  refund_by: string | null;
};

const HOUR = 60;
const DAY = 24 * HOUR;

/**
 * The seeded requests, so the director of studies has some to handle on any date: the demo
 * student's for their later paid place, and two other students' for places at least two days
 * ahead, all pending; and one refused yesterday with a comment.
 */
function seedClubCancellations(): Omit<ClubCancellationRow, 'id'>[] {
  const now = schoolNow();
  const soon = Date.parse(now) + 2 * DAY * 60_000;
  const demo = new Set([DEMO.student(), DEMO.maksym(), DEMO.sofiia(), DEMO.multi()]);
  const paidAhead = clubBookings.rows
    .map((booking) => ({ booking, club: clubs.byId(booking.club_id) }))
    .filter(
      (place): place is { booking: typeof place.booking; club: NonNullable<typeof place.club> } =>
        place.booking.status === 'paid' &&
        place.booking.order_id !== null &&
        place.club !== undefined &&
        Date.parse(place.club.starts_at) > soon,
    )
    .sort((a, b) => Date.parse(a.club.starts_at) - Date.parse(b.club.starts_at));
  const demoPlace = paidAhead.filter((place) => place.booking.student_id === DEMO.student()).at(-1);
  const others: typeof paidAhead = [];
  for (const place of paidAhead) {
    if (others.length === 3) break;
    const student = place.booking.student_id;
    if (!demo.has(student) && !others.some((other) => other.booking.student_id === student))
      others.push(place);
  }
  const request = (
    place: (typeof paidAhead)[number],
    hoursAgo: number,
    reason: string | null,
  ): Omit<ClubCancellationRow, 'id'> => ({
    club_id: place.club.id,
    student_id: place.booking.student_id,
    order_id: place.booking.order_id ?? 0,
    price: place.club.price,
    status: 'pending',
    reason: reason === null ? null : text(reason),
    comment: null,
    requested_at: addMinutesIso(now, -hoursAgo * HOUR),
    decided_at: null,
    decided_by: null,
    refund_amount: null,
    refund_by: null,
  });
  const [first, second, third] = others;
  const rows: Omit<ClubCancellationRow, 'id'>[] = [];
  if (third) {
    rows.push({
      ...request(third, 50, 'Хочу перенести на інший клуб.'),
      status: 'refused',
      comment: text('Місце вже закріплене за вами: ви можете передати його колезі, написавши нам.'),
      decided_at: addMinutesIso(now, -DAY),
      decided_by: DEMO.dos(),
    });
  }
  if (first) rows.push(request(first, 20, 'Відрядження цього тижня, не зможу бути.'));
  if (second) rows.push(request(second, 6, null));
  if (demoPlace) rows.push(request(demoPlace, 3, 'У цей день у мене іспит в університеті.'));
  return rows;
}

export const clubCancellations = createTable<ClubCancellationRow>('club-cancellations', () =>
  seedClubCancellations().map((row, index) => ({ ...row, id: index + 1 })),
);

/** The request of the place paid with this order, the latest first; undefined when none. */
export const cancellationOfOrder = (orderId: number): ClubCancellationRow | undefined =>
  clubCancellations.rows.filter((row) => row.order_id === orderId).sort((a, b) => b.id - a.id)[0];

/** The latest cancelled request of a student's place in a club (the place no longer held). */
export const cancelledPlaceOf = (clubId: number, studentId: number): ClubCancellationRow | undefined =>
  clubCancellations.rows
    .filter((row) => row.club_id === clubId && row.student_id === studentId && row.status === 'cancelled')
    .sort((a, b) => b.id - a.id)[0];
