import { describe, expect, it } from 'vitest';
import { nextOrderStatus, termsAccepted } from './clubs-orders';

describe('checkout', () => {
  it('accepts only terms_accepted: true', () => {
    expect(termsAccepted({ method: 'card', terms_accepted: true })).toBe(true);
    expect(termsAccepted({ method: 'card', terms_accepted: false })).toBe(false);
    expect(termsAccepted({ method: 'card', terms_accepted: 'true' })).toBe(false);
    expect(termsAccepted({ method: 'card' })).toBe(false);
    expect(termsAccepted(undefined)).toBe(false);
  });

  it('pays or cancels a pending order only', () => {
    expect(nextOrderStatus('pending', 'pay')).toBe('paid');
    expect(nextOrderStatus('pending', 'cancel')).toBe('cancelled');
    expect(nextOrderStatus('paid', 'pay')).toBeNull();
    expect(nextOrderStatus('paid', 'cancel')).toBeNull();
    expect(nextOrderStatus('cancelled', 'pay')).toBeNull();
  });

  it('pays a failed order again, never one whose payment is being confirmed', () => {
    expect(nextOrderStatus('failed', 'pay')).toBe('paid');
    expect(nextOrderStatus('failed', 'send_to_provider')).toBe('pending');
    expect(nextOrderStatus('processing', 'pay')).toBeNull();
    expect(nextOrderStatus('processing', 'send_to_provider')).toBeNull();
    expect(nextOrderStatus('refund_pending', 'send_to_provider')).toBeNull();
  });

  it('moves as the provider tells: approved, confirmed, declined; only a waiting order', () => {
    expect(nextOrderStatus('pending', 'approve')).toBe('processing');
    expect(nextOrderStatus('processing', 'confirm')).toBe('paid');
    expect(nextOrderStatus('pending', 'confirm')).toBe('paid');
    expect(nextOrderStatus('pending', 'decline')).toBe('failed');
    expect(nextOrderStatus('cancelled', 'confirm')).toBeNull();
    expect(nextOrderStatus('paid', 'decline')).toBeNull();
    expect(nextOrderStatus('processing', 'cancel')).toBe('cancelled');
  });
});
