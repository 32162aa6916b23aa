import type { ClubCancellation, ClubCancellationRequest } from '../../generated/model';
import type { ClubBookingRow } from '../db/club-bookings';
import { type ClubCancellationRow, cancellationOfOrder, cancelledPlaceOf } from '../db/club-cancellations';
import type { ClubRow } from '../db/clubs';
import { personRef } from '../db/person-ref';

/** A request as the student (or the child's parent) reads it on the club. */
export const cancellationView = (row: ClubCancellationRow): ClubCancellation => ({
  id: row.id,
  status: row.status,
  reason: row.reason,
  comment: row.comment,
  requested_at: row.requested_at,
  decided_at: row.decided_at,
  refund_amount: row.refund_amount,
  refund_by: row.refund_by,
});

/**
 * The student's request shown with a club: the request of the paid place they hold (pending or
 * refused), or, when they hold no place, the school's latest cancellation of their place there.
 */
export function studentCancellation(
  clubId: number,
  studentId: number,
  booking: ClubBookingRow | undefined,
): ClubCancellation | null {
  const row = booking
    ? booking.status === 'paid' && booking.order_id !== null
      ? cancellationOfOrder(booking.order_id)
      : undefined
    : cancelledPlaceOf(clubId, studentId);
  return row ? cancellationView(row) : null;
}

/** A request as the director of studies handles it: the club, the student, the price, the decision. */
export function cancellationRequestView(row: ClubCancellationRow, club: ClubRow): ClubCancellationRequest {
  return {
    ...cancellationView(row),
    club: {
      id: club.id,
      type: club.type,
      format: club.format,
      name: club.name,
      name_en: club.name_en,
      starts_at: club.starts_at,
      ends_at: club.ends_at,
    },
    student: personRef(row.student_id),
    price: row.price,
    decided_by: row.decided_by === null ? null : personRef(row.decided_by),
  };
}
