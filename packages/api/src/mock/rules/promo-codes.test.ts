import { describe, expect, it } from 'vitest';
import { firstPayment, normalCode, promoRefusal } from './promo-codes';

const welcome = { code: 'WELCOME20', percent_off: 20, valid_until: '2026-12-31' };

describe('promo code messages', () => {
  it('"incorrect" for a code the school does not have', () => {
    expect(promoRefusal(undefined, '2026-11-24')).toBe('promo_invalid');
  });

  it('"expired" after its last day, valid through it', () => {
    expect(promoRefusal(welcome, '2026-12-31')).toBeNull();
    expect(promoRefusal(welcome, '2027-01-01')).toBe('promo_expired');
  });

  it('reads a code in any case, without stray spaces', () => {
    expect(normalCode('  welcome20 ')).toBe('WELCOME20');
  });
});

describe('a promo code applies to the first payment only', () => {
  it('lowers the first payment by its percent, in whole hryvnias in the payer’s favour', () => {
    expect(firstPayment(390, welcome)).toEqual({ amount: 312, discount: 78 });
    expect(firstPayment(1990, welcome)).toEqual({ amount: 1592, discount: 398 });
    expect(firstPayment(395, welcome)).toEqual({ amount: 316, discount: 79 });
  });

  it('charges the price without a code and never below zero', () => {
    expect(firstPayment(390, null)).toEqual({ amount: 390, discount: 0 });
    expect(firstPayment(390, { ...welcome, percent_off: 100 })).toEqual({ amount: 0, discount: 390 });
  });
});
