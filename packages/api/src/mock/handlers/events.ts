import {
  getGetEventMockHandler,
  getGetEventVideoMockHandler,
  getListEventsMockHandler,
  getRegisterForEventMockHandler,
} from '../../generated/events/events.msw';
import { ListEventsQueryParams } from '../../generated/zod/events/events';
import * as clock from '../../time/clock';
import { eventLine } from '../db/event-orders';
import { eventRegistrations, registrationOf, registrationsOfEvent } from '../db/event-registrations';
import { type EventRow, events } from '../db/events';
import { orders } from '../db/orders';
import { eventSeatsLeft, newRegistrationStatus, registrationRefusal } from '../rules/events';
import { eventTestHandlers } from './events-test';
import { MEDIA } from './video-courses-watch';
import { byEventOrder, eventView, requireTrainee, standingAt } from './events-view';
import { paginate } from './paging';
import { parseQuery, pathId } from './request-params';
import { fail } from './respond';

const REFUSALS = {
  club_unavailable: 'The event is no longer enabled.',
  already_registered: 'You are already registered.',
  event_full: 'The event is full.',
} as const;

/** An event by its path id; an unknown one is 404. */
export function eventOf(eventId: string | readonly string[] | undefined): EventRow {
  const event = events.byId(pathId(eventId, 'event'));
  if (!event) fail(404, 'not_found', 'The event was not found.');
  return event;
}

export const eventsHandlers = [
  /** A type's enabled events and every event the trainee holds a place at, upcoming first. */
  getListEventsMockHandler(({ request }) => {
    const user = requireTrainee(request);
    const { type } = parseQuery(request, ListEventsQueryParams);
    const now = clock.now();
    const listed = events
      .where(
        (event) => event.type === type && (event.enabled || registrationOf(event.id, user.id) !== undefined),
      )
      .sort(byEventOrder(now));
    const page = paginate(request, listed);
    return { ...page, data: page.data.map((event) => eventView(event, user, now)) };
  }),

  getGetEventMockHandler(({ request, params }) => {
    const user = requireTrainee(request);
    return { data: eventView(eventOf(params.eventId), user, clock.now()) };
  }),

  /**
   * A place for the trainee: refused when the event is disabled or started, already taken, or
   * full; a paid event's place waits for payment with a pending order of its price.
   */
  getRegisterForEventMockHandler(({ request, params }) => {
    const user = requireTrainee(request);
    const event = eventOf(params.eventId);
    const now = clock.now();
    const refusal = registrationRefusal({
      event,
      now,
      alreadyRegistered: registrationOf(event.id, user.id) !== undefined,
      seatsLeft: eventSeatsLeft(event.seats_total, registrationsOfEvent(event.id).length),
    });
    if (refusal) fail(409, refusal, REFUSALS[refusal]);
    const status = newRegistrationStatus(event.price);
    const createdAt = now.toISOString();
    const registration = eventRegistrations.insert({
      event_id: event.id,
      user_id: user.id,
      status,
      order_id: null,
      created_at: createdAt,
    });
    if (status === 'payment_pending') {
      const line = eventLine(registration.id, event);
      const order = orders.insert({
        owner_id: user.id,
        lines: [line],
        total: line.amount,
        currency: 'UAH',
        status: 'pending',
        created_at: createdAt,
        paid_at: null,
        payment_method: null,
      });
      registration.order_id = order.id;
      eventRegistrations.save();
    }
    return { data: eventView(event, user, now) };
  }),

  /** The recording of an ended event, for its participants. */
  getGetEventVideoMockHandler(({ request, params }) => {
    const user = requireTrainee(request);
    const event = eventOf(params.eventId);
    const standing = standingAt(event, user, clock.now());
    if (event.video_url === null || !standing.ended) fail(404, 'not_found', 'The event has no recording.');
    if (!standing.holdsPlace) fail(409, 'not_registered', 'The recording is for the event’s participants.');
    // The school's sample recording stands in for every event's.
    return {
      data: {
        url: MEDIA.video,
        mime_type: 'video/webm' as const,
        duration_minutes: eventMinutes(event),
        captions: [
          { language: 'uk' as const, url: MEDIA.captions.uk },
          { language: 'en' as const, url: MEDIA.captions.en },
        ],
      },
    };
  }),

  ...eventTestHandlers,
];

const eventMinutes = (event: EventRow): number =>
  Math.max(1, Math.round((Date.parse(event.ends_at) - Date.parse(event.starts_at)) / 60000));
