import { schoolDateOf, shiftDate } from '../../time/school-time';
import type { ClubBookingStatus } from './clubs';

/**
 * A student's request to cancel a paid club place. A paid place is cancelled only through the
 * school: the student asks, the director of studies cancels the place (the payment goes back) or
 * refuses with a comment (the place stays booked).
 */
export type ClubCancellationStatus = 'pending' | 'cancelled' | 'refused';
export type ClubCancellationDecision = 'cancel' | 'refuse';

/** Days the school takes to return the payment of a place it cancelled (its refund window). */
export const REFUND_WINDOW_DAYS = 10;

const started = (club: { starts_at: string }, now: Date): boolean =>
  now.getTime() >= new Date(club.starts_at).getTime();

/**
 * Why the student may not ask to cancel their place now, or null. In order: the club has started
 * (cancelling is allowed before the class starts, not after); the place is not a paid one (a free
 * place or one waiting for payment is cancelled by the student directly); a request for this place
 * already waits for a decision.
 */
export function cancellationRequestRefusal(
  booking: { status: ClubBookingStatus },
  club: { starts_at: string },
  openRequest: boolean,
  now: Date,
): 'club_started' | 'transition_not_allowed' | 'cancellation_request_open' | null {
  if (started(club, now)) return 'club_started';
  if (booking.status !== 'paid') return 'transition_not_allowed';
  if (openRequest) return 'cancellation_request_open';
  return null;
}

export type DecisionRefusal =
  | { status: 409; code: 'cancellation_request_decided' | 'club_started' }
  | { status: 422; code: 'validation_failed'; field: 'comment' };

/**
 * Why the director of studies' decision is refused, or null. In order: the request has been
 * decided already; a refusal needs a comment the student reads; a place cannot be cancelled once
 * its club has started (refusing still can).
 */
export function decisionRefusal(
  request: { status: ClubCancellationStatus },
  decision: ClubCancellationDecision,
  comment: string | null | undefined,
  club: { starts_at: string },
  now: Date,
): DecisionRefusal | null {
  if (request.status !== 'pending') return { status: 409, code: 'cancellation_request_decided' };
  if (decision === 'refuse' && !comment?.trim())
    return { status: 422, code: 'validation_failed', field: 'comment' };
  if (decision === 'cancel' && started(club, now)) return { status: 409, code: 'club_started' };
  return null;
}

/** The request's status after the decision. */
export const statusAfter = (decision: ClubCancellationDecision): ClubCancellationStatus =>
  decision === 'cancel' ? 'cancelled' : 'refused';

/** The last day (school date) of the refund window of a place cancelled at `decidedAt`. */
export const refundDueBy = (decidedAt: string | Date): string =>
  shiftDate(schoolDateOf(decidedAt), REFUND_WINDOW_DAYS);

/** A text the student or the director typed: trimmed, and null when blank. */
export const typedText = (value: string | null | undefined): string | null => value?.trim() || null;

type Sortable = {
  status: ClubCancellationStatus;
  club_starts_at: string;
  decided_at: string | null;
  id: number;
};

/**
 * The director's order: pending requests first, the club starting soonest first (they must be
 * decided before the class starts); then the decided ones, the latest decision first.
 */
export function byUrgency(a: Sortable, b: Sortable): number {
  const pendingA = a.status === 'pending';
  const pendingB = b.status === 'pending';
  if (pendingA !== pendingB) return pendingA ? -1 : 1;
  if (pendingA) return Date.parse(a.club_starts_at) - Date.parse(b.club_starts_at) || a.id - b.id;
  return Date.parse(b.decided_at ?? '') - Date.parse(a.decided_at ?? '') || b.id - a.id;
}
