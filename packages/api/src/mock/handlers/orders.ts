import type { Order } from '../../generated/model';
import { getGetOrderMockHandler, getPayOrderMockHandler } from '../../generated/orders/orders.msw';
import { PayOrderBody } from '../../generated/zod/orders/orders';
import type { UserRow } from '../db';
import { type OrderRow, orders } from '../db/orders';
import { nextOrderStatus, termsAccepted } from '../rules/clubs-orders';
import { takenAtOnce } from '../rules/payment-provider';
import { scenario } from '../scenarios/state';
import { requireLearner } from './course-access';
import { parseBody, pathId, rawBody } from './request-params';
import { mayUseVideoCourses } from '../rules/video-access';
import * as clock from '../../time/clock';
import { markOrderPaid } from './order-paid';
import { openProviderPayment } from './payment-provider';
import { fail, requireUser } from './respond';

/** The order as the API shows it (without its owner); a read never carries the provider's page. */
const orderView = ({ owner_id: _owner, ...order }: OrderRow, redirectUrl: string | null = null): Order => ({
  ...order,
  redirect_url: redirectUrl,
});

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
   * order's status (pending or failed; docs/statuses.md#order), and the provider (down in the
   * `paymentDown` scenario). The mock provider takes a card at once, its places become paid; a
   * wallet sends the payer to the provider's page (docs/statuses.md#payment-on-the-providers-page).
   */
  getPayOrderMockHandler(async ({ request, params }) => {
    const order = ownOrder(request, pathId(params.orderId, 'order'));
    if (!termsAccepted(await rawBody(request))) {
      fail(422, 'terms_not_accepted', 'Accept the agreement before payment.', { field: 'terms_accepted' });
    }
    const { method } = await parseBody(request, PayOrderBody);
    const atOnce = takenAtOnce(method);
    const next = nextOrderStatus(order.status, atOnce ? 'pay' : 'send_to_provider');
    if (!next) fail(409, 'transition_not_allowed', 'The order is not waiting for payment.');
    if (scenario().paymentDown) {
      fail(
        503,
        'payment_unavailable',
        'Online payment is temporarily unavailable; write to us by e-mail to register.',
      );
    }
    const now = clock.now();
    if (atOnce) {
      markOrderPaid(order, method, now);
      orders.save();
      return { data: orderView(order) };
    }
    const page = openProviderPayment(order, method, request, now);
    order.status = next;
    orders.save();
    return { data: orderView(order, page) };
  }),
];
