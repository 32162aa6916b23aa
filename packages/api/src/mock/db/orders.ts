import type { OrderStatus } from '../rules/clubs-orders';
import { clubBookings } from './club-bookings';
import { type ClubRow, clubs } from './clubs';
import { createTable } from './table';
import { randomFor } from './world/random';
import { addMinutesIso } from '../../time/school-time';

export type PaymentMethod = 'card' | 'google_pay' | 'apple_pay';

/** A line of an order: a club place. */
export type OrderLineRow = {
  kind: 'club_booking';
  booking_id: number;
  club_id: number;
  title: string;
  title_en: string;
  amount: number;
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
  title: club.name,
  title_en: club.name_en,
  amount: club.price,
});

const METHODS: readonly PaymentMethod[] = ['card', 'google_pay', 'apple_pay'];

/** The seeded orders follow the seeded paid places: pending while the place waits for payment. */
export const orders = createTable<OrderRow>('orders', () => {
  const random = randomFor('orders');
  return clubBookings.rows
    .flatMap((booking) => {
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
    })
    .sort((a, b) => a.id - b.id);
});
