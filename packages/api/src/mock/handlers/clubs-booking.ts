import { getBookClubMockHandler, getCancelClubBookingMockHandler } from '../../generated/clubs/clubs.msw';
import { BookClubBody } from '../../generated/zod/clubs/clubs';
import { bookingOf, clubBookings, deleteBooking } from '../db/club-bookings';
import { isGroupStudentNow } from '../db/club-students';
import { type ClubRow, clubs } from '../db/clubs';
import { clubLine, orders } from '../db/orders';
import { schoolNow } from '../../time/school-time';
import { bookingRefusal, cancelRefusal, freePlaceUsed, newBookingStatus } from '../rules/clubs';
import { nextOrderStatus } from '../rules/clubs-orders';
import { suggestClubs } from '../rules/clubs-suggestions';
import { bookingIndex, clubView, seatsLeftIn } from './clubs-view';
import { requireClubStudent } from './clubs-viewer';
import { parseBody, pathId } from './request-params';
import { fail } from './respond';
import * as clock from '../../time/clock';
import { clubBooked, clubSeatFreed, clubSeatWanted } from '../notifications/events';

const MESSAGES = {
  club_unavailable: 'The club is no longer enabled.',
  already_registered: 'You are already registered.',
  club_full: 'Sorry, no more seats. Have a look at other clubs.',
  free_place_used: 'The free club place for the week is already used.',
  free_club_not_available: 'The free place of the week is for group students, in a speaking club.',
  club_started: 'The club has started; it can no longer be cancelled.',
  paid_club_cancel_via_manager: 'A paid club is cancelled only through a manager.',
} as const;

const findClub = (clubId: number): ClubRow => {
  const club = clubs.byId(clubId);
  if (!club) fail(404, 'not_found', 'The club was not found.');
  return club;
};

/** The student's places with their clubs' start times, for the free place of the week. */
const placesOf = (studentId: number) =>
  clubBookings
    .where((booking) => booking.student_id === studentId)
    .map((booking) => ({ status: booking.status, starts_at: clubs.byId(booking.club_id)?.starts_at ?? '' }));

/** The 409 of a refused booking: the Error fields and the suggested clubs (for `club_full`). */
function refuse(code: keyof typeof MESSAGES, status: number, suggestions: unknown[] = []): never {
  if (status === 403) fail(403, code, MESSAGES[code]);
  return fail(status, code, MESSAGES[code], { suggestions });
}

export const bookingHandlers = [
  getBookClubMockHandler(async ({ request, params }) => {
    const user = requireClubStudent(request);
    const club = findClub(pathId(params.clubId, 'club'));
    const { free } = await parseBody(request, BookClubBody);
    const now = clock.now();
    const refusal = bookingRefusal({
      club,
      now,
      alreadyBooked: bookingOf(club.id, user.id) !== undefined,
      seatsLeft: seatsLeftIn(club),
      free,
      groupStudent: isGroupStudentNow(user.id),
      freePlaceUsed: freePlaceUsed(club.starts_at, placesOf(user.id)),
    });
    if (refusal) {
      if (refusal.code === 'club_full') clubSeatWanted(user.id, club);
      const viewer = { role: 'student' as const, user, studentId: user.id };
      const index = bookingIndex(user.id);
      const suggestions =
        refusal.code === 'club_full'
          ? suggestClubs(
              { ...club, seats_left: 0 },
              clubs.rows.map((row) => ({ ...row, seats_left: seatsLeftIn(row, index) })),
              now,
            ).map((row) => clubView(row, viewer, index))
          : [];
      refuse(refusal.code, refusal.status, suggestions);
    }
    const booking = clubBookings.insert({
      club_id: club.id,
      student_id: user.id,
      status: newBookingStatus(free),
      order_id: null,
      attended: null,
      created_at: schoolNow(),
    });
    if (booking.status === 'payment_pending') {
      const line = clubLine(booking.id, club);
      const order = orders.insert({
        owner_id: user.id,
        lines: [line],
        total: line.amount,
        currency: 'UAH',
        status: 'pending',
        created_at: booking.created_at,
        paid_at: null,
        payment_method: null,
      });
      booking.order_id = order.id;
      clubBookings.save();
    } else clubBooked(user.id, club);
    return { data: clubView(club, { role: 'student', user, studentId: user.id }) };
  }),

  getCancelClubBookingMockHandler(({ request, params }) => {
    const user = requireClubStudent(request);
    const club = findClub(pathId(params.clubId, 'club'));
    const booking = bookingOf(club.id, user.id);
    if (!booking) fail(404, 'not_found', 'You have no place in this club.');
    const refusal = cancelRefusal(booking, club, clock.now());
    if (refusal) fail(409, refusal, MESSAGES[refusal]);
    const wasFull = seatsLeftIn(club) === 0;
    const order = booking.order_id === null ? undefined : orders.byId(booking.order_id);
    if (order) {
      order.status = nextOrderStatus(order.status, 'cancel') ?? order.status;
      orders.save();
    }
    deleteBooking(booking.id);
    if (wasFull) clubSeatFreed(club);
    return { data: clubView(club, { role: 'student', user, studentId: user.id }) };
  }),
];
