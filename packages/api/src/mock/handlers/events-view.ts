import type { Event } from '../../generated/model';
import type { UserRow } from '../db';
import { type EventRegistrationRow, registrationOf, registrationsOfEvent } from '../db/event-registrations';
import { attemptsOf } from '../db/event-test-attempts';
import type { EventRow } from '../db/events';
import { eventSeatsLeft, eventStatus, hasEnded, holdsPlace } from '../rules/events';
import { testState } from '../rules/event-test';
import { fail, requireUser } from './respond';

/** The trainee calling; teacher training is for the space `student_teacher_training` only (403). */
export function requireTrainee(request: Request): UserRow {
  const user = requireUser(request);
  if (!user.spaces.includes('student_teacher_training')) {
    fail(403, 'forbidden', 'You do not have access to this section.');
  }
  return user;
}

/** What a trainee knows of their place and tries at an event. */
export type EventStanding = {
  registration: EventRegistrationRow | undefined;
  holdsPlace: boolean;
  ended: boolean;
  passed: boolean;
  lastPercent: number | null;
};

export function standingAt(event: EventRow, user: UserRow, now: Date): EventStanding {
  const registration = registrationOf(event.id, user.id);
  const attempts = attemptsOf(event.id, user.id);
  return {
    registration,
    holdsPlace: holdsPlace(registration?.status),
    ended: hasEnded(event, now),
    passed: attempts.some((attempt) => attempt.passed),
    lastPercent: attempts.at(-1)?.percent ?? null,
  };
}

/** An event as the trainee sees it: the online link only with a free or paid place. */
export function eventView(event: EventRow, user: UserRow, now: Date): Event {
  const { seeded_as: _seed, video_url: video, seats_total: seatsTotal, ...fields } = event;
  const standing = standingAt(event, user, now);
  const { registration } = standing;
  return {
    ...fields,
    online_link: standing.holdsPlace ? event.online_link : null,
    currency: 'UAH',
    seats_total: seatsTotal,
    seats_left: eventSeatsLeft(seatsTotal, registrationsOfEvent(event.id).length),
    status: eventStatus(event, registration?.status ?? null, now),
    registration: registration
      ? {
          status: registration.status,
          order_id: registration.order_id,
          registered_at: registration.created_at,
        }
      : null,
    video_available: video !== null && standing.ended,
    test_state: testState(standing),
    last_test_percent: standing.lastPercent,
    certificate_available: standing.passed,
  };
}

/** Events not ended first, earliest first; then the ended ones, latest first. */
export function byEventOrder(now: Date) {
  return (a: EventRow, b: EventRow): number => {
    const endedA = hasEnded(a, now);
    const endedB = hasEnded(b, now);
    if (endedA !== endedB) return endedA ? 1 : -1;
    const diff = Date.parse(a.starts_at) - Date.parse(b.starts_at);
    return endedA ? -diff : diff;
  };
}
