import { schoolWeekOf } from '../../time/school-time';

/**
 * A club place: waiting for payment, then paid; a free place is `free` (docs/statuses.md#club-
 * participation).
 */
export type ClubBookingStatus = 'payment_pending' | 'paid' | 'free';

export type ClubBookingRefusal =
  | { status: 409; code: 'club_unavailable' | 'already_registered' | 'club_full' | 'free_place_used' }
  | { status: 403; code: 'free_club_not_available' };

/** What the booking rules need to know about a club. */
export type ClubFacts = { enabled: boolean; starts_at: string };

/** Places left: every booking holds a seat, whatever its status. */
export const seatsLeft = (seatsTotal: number, bookedPlaces: number): number =>
  Math.max(0, seatsTotal - bookedPlaces);

/** A club takes bookings while it is enabled and has not started. */
export const isBookable = (club: ClubFacts, now: Date): boolean =>
  club.enabled && now.getTime() < new Date(club.starts_at).getTime();

/** A group student gets one free club place a week: a student with a group course in progress. */
export const isGroupStudent = (
  courses: readonly { kind: 'group' | 'individual'; status: string }[],
): boolean => courses.some((course) => course.kind === 'group' && course.status === 'in_progress');

/** Whether the student already holds a free place in a club of the same school week as `clubStartsAt`. */
export function freePlaceUsed(
  clubStartsAt: string,
  studentBookings: readonly { status: ClubBookingStatus; starts_at: string }[],
): boolean {
  const week = schoolWeekOf(clubStartsAt);
  return studentBookings.some(
    (booking) => booking.status === 'free' && schoolWeekOf(booking.starts_at) === week,
  );
}

export type BookingRequest = {
  club: ClubFacts & { type: string };
  now: Date;
  alreadyBooked: boolean;
  seatsLeft: number;
  free: boolean;
  groupStudent: boolean;
  /** The student already holds a free place in this club's week. */
  freePlaceUsed: boolean;
};

/**
 * Why a booking is refused, or null when it may be made. In order: the club is disabled or has
 * started ("club or event no longer enabled"), the student is "already registered", "sorry, no
 * more seats", free places are for group students only and only in speaking clubs, "the free
 * club place for the week is already used".
 */
export function bookingRefusal(request: BookingRequest): ClubBookingRefusal | null {
  if (!isBookable(request.club, request.now)) return { status: 409, code: 'club_unavailable' };
  if (request.alreadyBooked) return { status: 409, code: 'already_registered' };
  if (request.seatsLeft <= 0) return { status: 409, code: 'club_full' };
  const freeRefused = !request.groupStudent || request.club.type !== 'speaking';
  if (request.free && freeRefused) return { status: 403, code: 'free_club_not_available' };
  if (request.free && request.freePlaceUsed) return { status: 409, code: 'free_place_used' };
  return null;
}

/** The status of a new place: the week's free place, or a paid one waiting for payment. */
export const newBookingStatus = (free: boolean): ClubBookingStatus => (free ? 'free' : 'payment_pending');

/**
 * Why a place cannot be cancelled, or null: "Cancel is allowed before the class starts, not
 * after"; "A paid club is cancelled only through a manager". A place waiting for payment and a
 * free place may be cancelled (a free one frees the week's free place).
 */
export function cancelRefusal(
  booking: { status: ClubBookingStatus },
  club: { starts_at: string },
  now: Date,
): 'club_started' | 'paid_club_cancel_via_manager' | null {
  if (now.getTime() >= new Date(club.starts_at).getTime()) return 'club_started';
  if (booking.status === 'paid') return 'paid_club_cancel_via_manager';
  return null;
}

/** A place after its order is paid: only a place waiting for payment becomes paid. */
export const bookingAfterPayment = (status: ClubBookingStatus): ClubBookingStatus | null =>
  status === 'payment_pending' ? 'paid' : null;
