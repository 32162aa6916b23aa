import type { EventRegistrationStatus } from '../../generated/model';
import { now } from '../../time/clock';
import { addEventMinutes } from '../../time/event-time';
import { clubBookings } from './club-bookings';
import { type EventRow, events } from './events';
import { createTable } from './table';
import { DEMO, generatedPeople, traineeIds } from './world/people';
import { randomFor } from './world/random';

/** A trainee's place at an event; a paid place has its order. */
export type EventRegistrationRow = {
  id: number;
  event_id: number;
  user_id: number;
  status: EventRegistrationStatus;
  order_id: number | null;
  created_at: string;
};

type Draft = Omit<EventRegistrationRow, 'id' | 'order_id'>;

/** The demo trainee's place at the events the seed gives them one at. */
const TRAINEE_PLACE: Partial<Record<NonNullable<EventRow['seeded_as']>, EventRegistrationStatus>> = {
  trainee_free: 'free',
  trainee_pending: 'payment_pending',
  trainee_test_open: 'free',
  trainee_certificate: 'free',
};

/**
 * The seeded places: the demo trainee's, and a few of the generated trainees' at every event (a
 * full event is filled up). Orders of paid places are numbered after the clubs' orders.
 */
export const eventRegistrations = createTable<EventRegistrationRow>('event-registrations', () => {
  const random = randomFor('event-registrations');
  const others = traineeIds(generatedPeople());
  const moment = now().getTime();
  const drafts: Draft[] = [];
  for (const event of events.rows) {
    const before = Math.min(moment, new Date(event.starts_at).getTime());
    const createdAt = () => addEventMinutes(new Date(before), -1440 * random.int(1, 14));
    const traineeStatus = event.seeded_as ? TRAINEE_PLACE[event.seeded_as] : undefined;
    if (traineeStatus) {
      drafts.push({
        event_id: event.id,
        user_id: DEMO.trainee(),
        status: traineeStatus,
        created_at: createdAt(),
      });
    }
    const count =
      event.seeded_as === 'full'
        ? event.seats_total
        : random.int(0, Math.min(event.seats_total - 1, 6) - (traineeStatus ? 1 : 0));
    for (const userId of random.shuffle(others).slice(0, count)) {
      drafts.push({
        event_id: event.id,
        user_id: userId,
        status: event.price === 0 ? 'free' : 'paid',
        created_at: createdAt(),
      });
    }
  }
  let order = clubBookings.rows.reduce((max, booking) => Math.max(max, booking.order_id ?? 0), 0);
  return drafts.map((draft, index) => ({
    ...draft,
    id: index + 1,
    order_id: draft.status === 'free' ? null : ++order,
  }));
});

/** The places taken at an event (any status). */
export const registrationsOfEvent = (eventId: number): EventRegistrationRow[] =>
  eventRegistrations.where((row) => row.event_id === eventId);

/** The user's place at an event, if any. */
export const registrationOf = (eventId: number, userId: number): EventRegistrationRow | undefined =>
  eventRegistrations.rows.find((row) => row.event_id === eventId && row.user_id === userId);
