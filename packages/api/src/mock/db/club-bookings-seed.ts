import {
  type ClubBookingStatus,
  bookingAfterPayment,
  bookingRefusal,
  freePlaceUsed,
  newBookingStatus,
  seatsLeft,
} from '../rules/clubs';
import type { ClubBookingRow } from './club-bookings';
import { clubAudience } from './clubs-topics';
import { type ClubRow, clubs, mondayOfWeek } from './clubs';
import { groupStudentIds, studentsByAudience } from './club-students';
import { DEMO } from './world/people';
import { type Random, randomFor } from './world/random';
import { addMinutesIso, schoolNow } from '../../time/school-time';

type Draft = Omit<ClubBookingRow, 'id' | 'order_id'>;
type Wish = 'free' | 'paid' | 'pending';

const HOUR = 60;
const DAY = 24 * HOUR;

/** Books places the way a student would, through the booking rules, at a time before the club. */
function booker(random: Random, now: Date, groupStudents: Set<number>) {
  const drafts: Draft[] = [];
  const places = new Map<number, number>();
  const booked = new Set<string>();
  const held = new Map<number, { status: ClubBookingStatus; starts_at: string }[]>();
  const placesIn = (club: ClubRow) => places.get(club.id) ?? 0;

  const book = (club: ClubRow, studentId: number, wish: Wish, attended?: boolean): boolean => {
    const start = new Date(club.starts_at).getTime();
    const bookedAt = new Date(
      Math.min(start - random.int(1, 6) * DAY * 60_000, now.getTime() - random.int(1, 48) * HOUR * 60_000),
    );
    const refusal = bookingRefusal({
      club,
      now: bookedAt,
      alreadyBooked: booked.has(`${club.id}:${studentId}`),
      seatsLeft: seatsLeft(club.seats_total, placesIn(club)),
      free: wish === 'free',
      groupStudent: groupStudents.has(studentId),
      freePlaceUsed: freePlaceUsed(club.starts_at, held.get(studentId) ?? []),
    });
    if (refusal) return false;
    let status: ClubBookingStatus = newBookingStatus(wish === 'free');
    if (wish === 'paid') status = bookingAfterPayment(status) ?? status;
    const ended = new Date(club.ends_at).getTime() < now.getTime();
    drafts.push({
      club_id: club.id,
      student_id: studentId,
      status,
      attended: ended ? (attended ?? random.chance(0.85)) : null,
      created_at: addMinutesIso(bookedAt.toISOString(), 0),
    });
    places.set(club.id, placesIn(club) + 1);
    booked.add(`${club.id}:${studentId}`);
    held.set(studentId, [...(held.get(studentId) ?? []), { status, starts_at: club.starts_at }]);
    return true;
  };
  return { drafts, book, placesIn };
}

/**
 * The seeded places: the demo student (a group student) has archived clubs attended and missed,
 * an upcoming place waiting for payment and two upcoming paid ones, and no free place from this
 * week on; Maksym and Sofiia have upcoming and archived places; tomorrow's `full` club is full;
 * other students fill clubs at random, some nearly full. Orders are numbered in booking order.
 */
export function seedClubBookings(): ClubBookingRow[] {
  const random = randomFor('club-bookings');
  const now = new Date(schoolNow());
  const groupStudents = groupStudentIds();
  const { drafts, book, placesIn } = booker(random, now, groupStudents);
  const all = clubs.rows;
  const inWeek = (week: number, club: ClubRow) => {
    const monday = mondayOfWeek(week);
    return club.starts_at >= monday && club.starts_at < mondayOfWeek(week + 1);
  };
  const place = (studentId: number, week: number, types: string[], wish: Wish, attended?: boolean) => {
    const step = week < 0 ? -1 : 1;
    for (let w = week; Math.abs(w) <= 6; w += step) {
      const club = all.find(
        (c) =>
          inWeek(w, c) &&
          types.includes(c.type) &&
          c.seeded_as === null &&
          book(c, studentId, wish, attended),
      );
      if (club) return;
    }
  };

  const adult = ['speaking', 'grammar', 'business', 'book', 'movie', 'listening'];
  const student = DEMO.student();
  place(student, -6, adult, 'paid', false);
  place(student, -5, adult, 'free', true);
  place(student, -4, adult, 'paid', true);
  place(student, -3, adult, 'free', false);
  place(student, -2, adult, 'paid', true);
  place(student, -1, adult, 'free', true);
  place(student, 2, adult, 'pending');
  place(student, 2, adult, 'paid');
  for (const [child, type] of [
    [DEMO.maksym(), 'kids'],
    [DEMO.sofiia(), 'teen'],
  ] as const) {
    place(child, -3, [type], 'free', true);
    place(child, -1, [type], 'paid', false);
    place(child, 1, [type], 'free');
    place(child, 2, [type], 'pending');
  }

  const demo = new Set([DEMO.student(), DEMO.maksym(), DEMO.sofiia(), DEMO.multi()]);
  const pools = studentsByAudience();
  const wishOf = (studentId: number, club: ClubRow): Wish =>
    groupStudents.has(studentId) && random.chance(0.6)
      ? 'free'
      : new Date(club.starts_at) < now || random.chance(0.7)
        ? 'paid'
        : 'pending';
  for (const club of all) {
    const pool = random.shuffle(pools[clubAudience(club.type)].filter((id) => !demo.has(id)));
    const target =
      club.seeded_as === 'full'
        ? club.seats_total
        : club.seeded_as === 'demo_free'
          ? random.int(1, Math.floor(club.seats_total / 2))
          : random.chance(0.15)
            ? club.seats_total - random.int(1, 2)
            : random.int(0, Math.ceil(club.seats_total * 0.7));
    // A disabled club takes no places; the rules would refuse every student.
    for (const id of club.enabled ? pool : []) {
      if (placesIn(club) >= target) break;
      if (!book(club, id, wishOf(id, club))) book(club, id, 'paid');
    }
  }
  // Booked after the others so that their random draws stay as they were: the demo student's second
  // paid place, whose cancellation they have asked the school for (see club-cancellations.ts).
  place(student, 3, adult, 'paid');

  const clubStart = new Map(all.map((club) => [club.id, new Date(club.starts_at).getTime()]));
  let order = 0;
  return drafts
    .map((draft, index) => ({ draft, index }))
    .sort(
      (a, b) =>
        (clubStart.get(a.draft.club_id) ?? 0) - (clubStart.get(b.draft.club_id) ?? 0) || a.index - b.index,
    )
    .map(({ draft }, index) => ({
      ...draft,
      id: index + 1,
      order_id: draft.status === 'free' ? null : ++order,
    }));
}
