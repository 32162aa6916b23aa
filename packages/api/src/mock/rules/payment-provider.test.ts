import { describe, expect, it } from 'vitest';
import {
  CONFIRMS_AFTER_SECONDS,
  afterChoice,
  confirmsAt,
  isConfirmedBy,
  providerChoiceOf,
  takenAtOnce,
} from './payment-provider';

describe('the mock payment provider', () => {
  it('takes a bank card at once and sends wallets to its page', () => {
    expect(takenAtOnce('card')).toBe(true);
    expect(takenAtOnce('google_pay')).toBe(false);
    expect(takenAtOnce('apple_pay')).toBe(false);
  });

  it('turns the payer’s choice into the payment’s outcome and the order’s move', () => {
    expect(afterChoice('open', 'pay')).toEqual({ payment: 'succeeded', order: 'confirm' });
    expect(afterChoice('open', 'pay_later')).toEqual({ payment: 'processing', order: 'approve' });
    expect(afterChoice('open', 'decline')).toEqual({ payment: 'declined', order: 'decline' });
    expect(afterChoice('open', 'cancel')).toEqual({ payment: 'cancelled', order: 'decline' });
  });

  it('decides a payment once: a decided or replaced one keeps its outcome', () => {
    expect(afterChoice('succeeded', 'pay')).toBeNull();
    expect(afterChoice('processing', 'decline')).toBeNull();
    expect(afterChoice('closed', 'pay')).toBeNull();
  });

  it(`confirms an approved payment ${CONFIRMS_AFTER_SECONDS} seconds after the approval, not before`, () => {
    const approved = new Date('2026-11-24T08:00:00.000Z');
    const at = confirmsAt(approved).toISOString();
    expect(at).toBe('2026-11-24T08:01:30.000Z');
    const payment = { status: 'processing' as const, confirms_at: at };
    expect(isConfirmedBy(payment, new Date('2026-11-24T08:01:29.999Z'))).toBe(false);
    expect(isConfirmedBy(payment, new Date(at))).toBe(true);
    expect(isConfirmedBy({ status: 'succeeded', confirms_at: at }, new Date(at))).toBe(false);
  });

  it('reads only the four choices of its page', () => {
    expect(providerChoiceOf('pay_later')).toBe('pay_later');
    expect(providerChoiceOf('refund')).toBeNull();
    expect(providerChoiceOf(null)).toBeNull();
  });
});
