import { clubBookings } from '../db/club-bookings';
import type { OrderRow, PaymentMethod } from '../db/orders';
import { bookingAfterPayment } from '../rules/clubs';
import { schoolNow } from '../../time/school-time';
import { eventPlacePaid } from './events-payment';
import { subscriptionPaid } from './subscriptions-buy';

/**
 * A payment taken (at once, or confirmed by the provider at `at`): the order becomes paid and
 * every place it pays for paid: a club place, an event place, a subscription's first period.
 * The caller stores the order.
 */
export function markOrderPaid(order: OrderRow, method: PaymentMethod, at: Date): void {
  order.status = 'paid';
  order.paid_at = schoolNow(at);
  order.payment_method = method;
  for (const line of order.lines) {
    if (line.kind === 'event_registration') {
      eventPlacePaid(line.booking_id);
      continue;
    }
    if (line.kind === 'subscription') {
      subscriptionPaid(line.booking_id, at);
      continue;
    }
    const booking = clubBookings.byId(line.booking_id);
    const status = booking && bookingAfterPayment(booking.status);
    if (booking && status) booking.status = status;
  }
  clubBookings.save();
}
