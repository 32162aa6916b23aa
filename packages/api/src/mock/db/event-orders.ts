import type { OrderLineRow } from './orders';
import type { EventRow } from './events';

/** The order line of a place at an event, at the event's price. */
export const eventLine = (registrationId: number, event: EventRow): OrderLineRow => ({
  kind: 'event_registration',
  booking_id: registrationId,
  club_id: null,
  event_id: event.id,
  event_type: event.type,
  title: event.title,
  title_en: event.title_en,
  amount: event.price,
});
