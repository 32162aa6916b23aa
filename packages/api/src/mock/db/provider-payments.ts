import type { ProviderMethod, ProviderPaymentStatus } from '../rules/payment-provider';
import { createTable } from './table';

/**
 * A payment on the mock provider's page (docs/statuses.md#payment-on-the-providers-page): the
 * provider's own ledger, which the school learns from by the provider's notifications.
 */
export type ProviderPaymentRow = {
  id: number;
  /** The payment's address on the provider's page: random, so one payment's page is not guessed. */
  token: string;
  order_id: number;
  amount: number;
  method: ProviderMethod;
  /** The language of the provider's page, the payer's when the payment was opened. */
  language: 'uk' | 'en';
  /** Where the provider brings the payer back: the cabinet's `/checkout/success?order=<id>`. */
  return_url: string;
  status: ProviderPaymentStatus;
  opened_at: string;
  decided_at: string | null;
  /** When an approved payment is confirmed; null unless `processing`. */
  confirms_at: string | null;
};

export const providerPayments = createTable<ProviderPaymentRow>('provider-payments', () => []);
