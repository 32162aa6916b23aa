import type { Order } from '../../generated/model';
import { getGetOrderMockHandler, getPayOrderMockHandler } from '../../generated/orders/orders.msw';
import { PayOrderBody } from '../../generated/zod/orders/orders';
import type { UserRow } from '../db';
import { clubBookings } from '../db/club-bookings';
import { type OrderRow, orders } from '../db/orders';
import { schoolNow } from '../../time/school-time';
import { bookingAfterPayment } from '../rules/clubs';
import { nextOrderStatus, termsAccepted } from '../rules/clubs-orders';
import { scenario } from '../scenarios/state';
import { requireLearner } from './course-access';
import { parseBody, pathId, rawBody } from './request-params';
import { eventPlacePaid } from './events-payment';
import { subscriptionPaid } from './subscriptions-buy';
import { mayUseVideoCourses } from '../rules/video-access';
import * as clock from '../../time/clock';
import { fail, requireUser } from './respond';

/** The order as the API shows it (without its owner); the mock provider never redirects. */
const orderView = ({ owner_id: _owner, ...order }: OrderRow): Order => ({ ...order, redirect_url: null });

/**
 * Who buys online: a learner (clubs), a trainee (teacher-training events), or anyone the video
 * courses are open to (subscriptions, a visitor with no space included); anyone else is 403.
 */
function requireBuyer(request: Request): UserRow {
  const user = requireUser(request);
  const buysOnline = user.spaces.includes('student_teacher_training') || mayUseVideoCourses(user.spaces);
  return buysOnline ? user : requireLearner(request);
}

/** The caller's own order; anyone else's is 404. */
function ownOrder(request: Request, orderId: number): OrderRow {
  const user = requireBuyer(request);
  const order = orders.byId(orderId);
  if (!order || order.owner_id !== user.id) fail(404, 'not_found', 'The order was not found.');
  return order;
}

export const ordersHandlers = [
  getGetOrderMockHandler(({ request, params }) => ({
    data: orderView(ownOrder(request, pathId(params.orderId, 'order'))),
  })),

  /**
   * Checkout: the terms first ("accept the agreement before payment"), then the payload, the
   * order's status, and the provider (down in the `paymentDown` scenario). The mocked provider
   * accepts at once: the order and its club places become paid.
   */
  getPayOrderMockHandler(async ({ request, params }) => {
    const order = ownOrder(request, pathId(params.orderId, 'order'));
    if (!termsAccepted(await rawBody(request))) {
      fail(422, 'terms_not_accepted', 'Accept the agreement before payment.', { field: 'terms_accepted' });
    }
    const { method } = await parseBody(request, PayOrderBody);
    const paid = nextOrderStatus(order.status, 'pay');
    if (!paid) fail(409, 'transition_not_allowed', 'The order is not waiting for payment.');
    if (scenario().paymentDown) {
      fail(
        503,
        'payment_unavailable',
        'Online payment is temporarily unavailable; write to us by e-mail to register.',
      );
    }
    order.status = paid;
    order.paid_at = schoolNow();
    order.payment_method = method;
    orders.save();
    for (const line of order.lines) {
      if (line.kind === 'event_registration') {
        eventPlacePaid(line.booking_id);
        continue;
      }
      if (line.kind === 'subscription') {
        subscriptionPaid(line.booking_id, clock.now());
        continue;
      }
      const booking = clubBookings.byId(line.booking_id);
      const status = booking && bookingAfterPayment(booking.status);
      if (booking && status) booking.status = status;
    }
    clubBookings.save();
    return { data: orderView(order) };
  }),
];
