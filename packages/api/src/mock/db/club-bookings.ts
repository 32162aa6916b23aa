import type { ClubBookingStatus } from '../rules/clubs';
import { seedClubBookings } from './club-bookings-seed';
import { createTable } from './table';

/**
 * A student's place in a club. Cancelling deletes the row (there is no cancelled status); a
 * paid place (`payment_pending` or `paid`) has its order.
 */
export type ClubBookingRow = {
  id: number;
  club_id: number;
  student_id: number;
  status: ClubBookingStatus;
  order_id: number | null;
  /** Whether the student came; null until the club has ended. */
  attended: boolean | null;
  created_at: string;
};

export const clubBookings = createTable<ClubBookingRow>('club-bookings', seedClubBookings);

/** The places booked in a club (any status). */
export const bookingsOfClub = (clubId: number): ClubBookingRow[] =>
  clubBookings.where((booking) => booking.club_id === clubId);

/** The student's place in a club, if any. */
export const bookingOf = (clubId: number, studentId: number): ClubBookingRow | undefined =>
  clubBookings.rows.find((booking) => booking.club_id === clubId && booking.student_id === studentId);

/** Deletes a booking (cancelling a place). */
export function deleteBooking(id: number): void {
  const rows = clubBookings.rows;
  const index = rows.findIndex((booking) => booking.id === id);
  if (index >= 0) rows.splice(index, 1);
  clubBookings.save();
}
