/**
 * An order of the checkout (docs/statuses.md#order): pending until paid, maybe with the payer on
 * the provider's page; `processing` once the payer approved a payment the provider confirms later;
 * `failed` when the provider did not take it (it can be paid again); cancelled with its place
 * before payment; `refund_pending` once the school cancelled the paid place and returns the payment.
 */
export type OrderStatus = 'pending' | 'processing' | 'paid' | 'failed' | 'cancelled' | 'refund_pending';

/**
 * What moves an order: a payment taken at once (`pay`), the payer sent to the provider's page
 * (`send_to_provider`), the payer's approval there of a payment confirmed later (`approve`), the
 * provider's confirmation (`confirm`), its refusal or the payer's cancel there (`decline`), and the
 * place cancelled before payment (`cancel`).
 */
export type OrderAction = 'pay' | 'send_to_provider' | 'approve' | 'confirm' | 'decline' | 'cancel';

/** The checkout terms must be accepted: only an explicit `true` counts. */
export const termsAccepted = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as { terms_accepted?: unknown }).terms_accepted === true;

const MOVES: Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus }> = {
  pay: { from: ['pending', 'failed'], to: 'paid' },
  send_to_provider: { from: ['pending', 'failed'], to: 'pending' },
  approve: { from: ['pending'], to: 'processing' },
  confirm: { from: ['pending', 'processing'], to: 'paid' },
  decline: { from: ['pending'], to: 'failed' },
  cancel: { from: ['pending', 'processing', 'failed'], to: 'cancelled' },
};

/** The order's status after an action, or null when its status does not allow it. */
export function nextOrderStatus(status: OrderStatus, action: OrderAction): OrderStatus | null {
  const move = MOVES[action];
  return move.from.includes(status) ? move.to : null;
}

/** A paid order whose place the school cancelled: its payment is being returned; null when not paid. */
export const refundedOrderStatus = (status: OrderStatus): OrderStatus | null =>
  status === 'paid' ? 'refund_pending' : null;
