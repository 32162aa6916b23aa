import { describe, expect, it } from 'vitest';
import {
  type SubscriptionTerms,
  afterCancelRenewal,
  grantsAccess,
  newPlanStart,
  paidPeriod,
  paymentAmount,
  periodsPaidBy,
  stateOn,
} from './subscriptions';

const monthly: SubscriptionTerms = { months: 1, status: 'active', starts_on: '2026-11-10', periods_paid: 1 };

describe('periods of 1, 6 and 12 months and the renewal date', () => {
  it('covers a period to the day before the renewal, which falls the same day months later', () => {
    expect(paidPeriod(monthly)).toEqual({ paidUntil: '2026-12-09', renewsOn: '2026-12-10' });
    expect(paidPeriod({ ...monthly, months: 6 })).toEqual({
      paidUntil: '2027-05-09',
      renewsOn: '2027-05-10',
    });
    expect(paidPeriod({ ...monthly, months: 12 })).toEqual({
      paidUntil: '2027-11-09',
      renewsOn: '2027-11-10',
    });
  });

  it('counts each period from the start, so a 31st keeps its day after a short month', () => {
    const fromEnd = { months: 1 as const, starts_on: '2027-01-31' };
    expect(paidPeriod({ ...fromEnd, periods_paid: 1 }).renewsOn).toBe('2027-02-28');
    expect(paidPeriod({ ...fromEnd, periods_paid: 2 }).renewsOn).toBe('2027-03-31');
  });

  it('has no paid period before the first payment', () => {
    expect(paidPeriod({ ...monthly, periods_paid: 0 })).toEqual({ paidUntil: null, renewsOn: null });
  });
});

describe('automatic renewal', () => {
  it('renews an active subscription on its renewal day, not the day before', () => {
    expect(periodsPaidBy(monthly, '2026-12-09')).toBe(1);
    expect(periodsPaidBy(monthly, '2026-12-10')).toBe(2);
    expect(periodsPaidBy(monthly, '2027-02-10')).toBe(4);
  });

  it('renews nothing once renewal is cancelled, nor an unpaid subscription', () => {
    expect(periodsPaidBy({ ...monthly, status: 'renewal_cancelled' }, '2027-02-10')).toBe(1);
    expect(periodsPaidBy({ ...monthly, status: 'payment_pending', periods_paid: 0 }, '2027-02-10')).toBe(0);
  });
});

describe('cancelling renewal keeps access to the paid end', () => {
  const cancelled: SubscriptionTerms = { ...monthly, status: afterCancelRenewal('active')! };

  it('only an active subscription can be cancelled', () => {
    expect(afterCancelRenewal('active')).toBe('renewal_cancelled');
    expect(afterCancelRenewal('renewal_cancelled')).toBeNull();
    expect(afterCancelRenewal('payment_pending')).toBeNull();
    expect(afterCancelRenewal('ended')).toBeNull();
  });

  it('gives access through the last paid day and ends the day after', () => {
    expect(grantsAccess(cancelled, '2026-11-25')).toBe(true);
    expect(grantsAccess(cancelled, '2026-12-09')).toBe(true);
    expect(stateOn(cancelled, '2026-12-09')).toBe('renewal_cancelled');
    expect(grantsAccess(cancelled, '2026-12-10')).toBe(false);
    expect(stateOn(cancelled, '2026-12-10')).toBe('ended');
  });

  it('gives no access before payment, before the start, or to a replaced subscription', () => {
    expect(grantsAccess({ ...monthly, status: 'payment_pending', periods_paid: 0 }, '2026-11-25')).toBe(
      false,
    );
    expect(grantsAccess(monthly, '2026-11-09')).toBe(false);
    expect(grantsAccess({ ...monthly, status: 'replaced' }, '2026-11-25')).toBe(false);
  });
});

describe('changing plan is cancelling and subscribing again', () => {
  it('refuses a new plan while a subscription still renews', () => {
    expect(newPlanStart([monthly], '2026-11-25')).toEqual({ refusal: 'subscription_exists' });
  });

  it('starts the new plan the day after the cancelled one’s paid end', () => {
    const cancelled = { ...monthly, status: 'renewal_cancelled' as const };
    expect(newPlanStart([cancelled], '2026-11-25')).toEqual({ startsOn: '2026-12-10' });
  });

  it('starts today with nothing current, or after a subscription has ended', () => {
    expect(newPlanStart([], '2026-11-25')).toEqual({ startsOn: '2026-11-25' });
    const cancelled = { ...monthly, status: 'renewal_cancelled' as const };
    expect(newPlanStart([cancelled], '2026-12-11')).toEqual({ startsOn: '2026-12-11' });
  });
});

describe('payments', () => {
  it('takes the promo-lowered first payment once, then the plan’s price', () => {
    const subscription = { price: 390, first_payment: 312 };
    expect(paymentAmount(subscription, 1)).toBe(312);
    expect(paymentAmount(subscription, 2)).toBe(390);
    expect(paymentAmount(subscription, 12)).toBe(390);
  });
});
