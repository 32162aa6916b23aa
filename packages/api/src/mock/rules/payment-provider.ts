/**
 * The mock school's payment provider (docs/statuses.md#payment-on-the-providers-page): a bank card
 * is taken at once; Google Pay and Apple Pay send the payer to the provider's page, where they pay
 * (confirmed at once, or approved and confirmed a while later), are declined, or cancel.
 */
export type ProviderMethod = 'card' | 'google_pay' | 'apple_pay';

/** What the payer chooses on the provider's page. */
export type ProviderChoice = 'pay' | 'pay_later' | 'decline' | 'cancel';

export const PROVIDER_CHOICES: readonly ProviderChoice[] = ['pay', 'pay_later', 'decline', 'cancel'];

/**
 * A payment at the provider: `open` while the payer is on its page; `processing` once approved
 * and waiting for the confirmation; `succeeded`, `declined` or `cancelled` when decided; `closed`
 * when a newer payment of the same order replaced it undecided, or its order was cancelled first.
 */
export type ProviderPaymentStatus = 'open' | 'processing' | 'succeeded' | 'declined' | 'cancelled' | 'closed';

/** What the provider's outcome does to the order (see `nextOrderStatus`). */
export type ProviderOrderAction = 'confirm' | 'approve' | 'decline';

/** How long the provider takes to confirm a payment approved with "pay, confirmed later". */
export const CONFIRMS_AFTER_SECONDS = 90;

/** Whether the provider takes this method at once, without its page. */
export const takenAtOnce = (method: ProviderMethod): boolean => method === 'card';

/**
 * The payment's status after the payer's choice and what it does to the order, or null when the
 * payment is no longer open (decided already, or replaced by a newer one).
 */
export function afterChoice(
  status: ProviderPaymentStatus,
  choice: ProviderChoice,
): { payment: ProviderPaymentStatus; order: ProviderOrderAction } | null {
  if (status !== 'open') return null;
  switch (choice) {
    case 'pay':
      return { payment: 'succeeded', order: 'confirm' };
    case 'pay_later':
      return { payment: 'processing', order: 'approve' };
    case 'decline':
      return { payment: 'declined', order: 'decline' };
    case 'cancel':
      return { payment: 'cancelled', order: 'decline' };
  }
}

/** When a payment approved at `decidedAt` is confirmed. */
export const confirmsAt = (decidedAt: Date): Date =>
  new Date(decidedAt.getTime() + CONFIRMS_AFTER_SECONDS * 1000);

/** Whether an approved payment's confirmation has come by `now`. */
export const isConfirmedBy = (
  payment: { status: ProviderPaymentStatus; confirms_at: string | null },
  now: Date,
) =>
  payment.status === 'processing' &&
  payment.confirms_at !== null &&
  Date.parse(payment.confirms_at) <= now.getTime();

/** Reads a choice sent by the provider's page; anything else is null. */
export const providerChoiceOf = (value: unknown): ProviderChoice | null =>
  PROVIDER_CHOICES.find((choice) => choice === value) ?? null;
