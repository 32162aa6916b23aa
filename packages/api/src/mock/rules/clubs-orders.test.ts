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
});
