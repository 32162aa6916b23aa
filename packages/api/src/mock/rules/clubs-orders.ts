/**
 * An order of the checkout: pending until paid; cancelled with its club place before payment;
 * `refund_pending` once the school cancelled the paid place and returns the payment.
 */
export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'refund_pending';

/** The checkout terms must be accepted: only an explicit `true` counts. */
export const termsAccepted = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as { terms_accepted?: unknown }).terms_accepted === true;

/** The order's status after an action, or null when its status does not allow it. */
export function nextOrderStatus(status: OrderStatus, action: 'pay' | 'cancel'): OrderStatus | null {
  if (status !== 'pending') return null;
  return action === 'pay' ? 'paid' : 'cancelled';
}

/** A paid order whose place the school cancelled: its payment is being returned; null when not paid. */
export const refundedOrderStatus = (status: OrderStatus): OrderStatus | null =>
  status === 'paid' ? 'refund_pending' : null;
