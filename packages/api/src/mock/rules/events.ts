import type { EventRegistrationStatus, EventStatus } from '../../generated/model';

/** What the event rules need to know about an event's time and availability. */
export type EventFacts = { starts_at: string; ends_at: string; enabled: boolean };

export type EventRegistrationRefusal = 'club_unavailable' | 'already_registered' | 'event_full';

const at = (iso: string) => new Date(iso).getTime();

/** Whether the event has ended by `now`. */
export const hasEnded = (event: Pick<EventFacts, 'ends_at'>, now: Date): boolean =>
  now.getTime() >= at(event.ends_at);

/**
 * The event's status for a viewer: by the clock waiting to start, in progress, then ended; a
 * place not paid yet reads "payment pending" until the event ends.
 */
export function eventStatus(
  event: Pick<EventFacts, 'starts_at' | 'ends_at'>,
  registration: EventRegistrationStatus | null,
  now: Date,
): EventStatus {
  if (hasEnded(event, now)) return 'ended';
  if (registration === 'payment_pending') return 'payment_pending';
  return now.getTime() < at(event.starts_at) ? 'waiting_to_start' : 'in_progress';
}

/** Seats left: every place holds a seat, whatever its status. */
export const eventSeatsLeft = (seatsTotal: number, places: number): number =>
  Math.max(0, seatsTotal - places);

/**
 * Why a registration is refused, or null when it may be made. In order: the event is disabled or
 * has started ("club or event no longer enabled"), the trainee is "already registered", the
 * "event is full".
 */
export function registrationRefusal(request: {
  event: EventFacts;
  now: Date;
  alreadyRegistered: boolean;
  seatsLeft: number;
}): EventRegistrationRefusal | null {
  if (!request.event.enabled || request.now.getTime() >= at(request.event.starts_at))
    return 'club_unavailable';
  if (request.alreadyRegistered) return 'already_registered';
  if (request.seatsLeft <= 0) return 'event_full';
  return null;
}

/** A free event gives a free place; a paid one a place waiting for payment. */
export const newRegistrationStatus = (price: number): EventRegistrationStatus =>
  price === 0 ? 'free' : 'payment_pending';

/** Paying the order turns a place waiting for payment into a paid one; nothing else changes. */
export const registrationAfterPayment = (status: EventRegistrationStatus): EventRegistrationStatus | null =>
  status === 'payment_pending' ? 'paid' : null;

/** A place that admits to the event, its recording and its test: free or paid. */
export const holdsPlace = (status: EventRegistrationStatus | null | undefined): boolean =>
  status === 'free' || status === 'paid';
