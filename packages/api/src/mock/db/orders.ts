import type { EventType } from '../../generated/model';
import type { OrderStatus } from '../rules/clubs-orders';
import { clubBookings } from './club-bookings';
import { type ClubRow, clubs } from './clubs';
import { eventLine } from './event-orders';
import { eventRegistrations } from './event-registrations';
import { events } from './events';
import { createTable } from './table';
import { randomFor } from './world/random';
import { addMinutesIso } from '../../time/school-time';

export type PaymentMethod = 'card' | 'google_pay' | 'apple_pay';

/** A line of an order: a club place, or a place at an event. */
export type OrderLineRow = {
  kind: 'club_booking' | 'event_registration' | 'subscription';
  /** The club booking, the event registration or the subscription the line pays for. */
  booking_id: number;
  club_id: number | null;
  event_id: number | null;
  event_type: EventType | null;
  title: string;
  title_en: string;
  amount: number;
  /** A subscription's later payments, shown apart from its first. */
  renewal?: { amount: number; months: 1 | 6 | 12; on: string } | null;
};

/** An order of the checkout; `owner_id` (the student who booked) is not shown by the API. */
export type OrderRow = {
  id: number;
  owner_id: number;
  lines: OrderLineRow[];
  total: number;
  currency: 'UAH';
  status: OrderStatus;
  created_at: string;
  paid_at: string | null;
  payment_method: PaymentMethod | null;
};

/** The order line of a place in a club, at the club's price. */
export const clubLine = (bookingId: number, club: ClubRow): OrderLineRow => ({
  kind: 'club_booking',
  booking_id: bookingId,
  club_id: club.id,
  event_id: null,
  event_type: null,
  title: club.name,
  title_en: club.name_en,
  amount: club.price,
});

const METHODS: readonly PaymentMethod[] = ['card', 'google_pay', 'apple_pay'];

/** The seeded orders follow the seeded paid places: pending while the place waits for payment. */
export const orders = createTable<OrderRow>('orders', () => {
  const random = randomFor('orders');
  const clubOrders = clubBookings.rows.flatMap((booking) => {
    const club = clubs.byId(booking.club_id);
    if (booking.order_id === null || !club) return [];
    const paid = booking.status === 'paid';
    const line = clubLine(booking.id, club);
    return [
      {
        id: booking.order_id,
        owner_id: booking.student_id,
        lines: [line],
        total: line.amount,
        currency: 'UAH' as const,
        status: paid ? ('paid' as const) : ('pending' as const),
        created_at: booking.created_at,
        paid_at: paid ? addMinutesIso(booking.created_at, random.int(1, 30)) : null,
        payment_method: paid ? random.pick(METHODS) : null,
      },
    ];
  });
  return [...clubOrders, ...seededEventOrders(random)].sort((a, b) => a.id - b.id);
});

/** The orders of the seeded paid event places, numbered after the clubs' orders. */
function seededEventOrders(random: ReturnType<typeof randomFor>): OrderRow[] {
  return eventRegistrations.rows.flatMap((registration) => {
    const event = events.byId(registration.event_id);
    if (registration.order_id === null || !event) return [];
    const paid = registration.status === 'paid';
    const line = eventLine(registration.id, event);
    return [
      {
        id: registration.order_id,
        owner_id: registration.user_id,
        lines: [line],
        total: line.amount,
        currency: 'UAH' as const,
        status: paid ? ('paid' as const) : ('pending' as const),
        created_at: registration.created_at,
        paid_at: paid ? addMinutesIso(registration.created_at, random.int(1, 30)) : null,
        payment_method: paid ? random.pick(METHODS) : null,
      },
    ];
  });
}
