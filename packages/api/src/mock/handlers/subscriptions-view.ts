import type { Subscription } from '../../generated/model';
import { schoolToday } from '../../time/school-time';
import { type SubscriptionRow, subscriptions, subscriptionsOf } from '../db/subscriptions';
import { grantsAccess, paidPeriod, periodsPaidBy, stateOn } from '../rules/subscriptions';

/**
 * A user's subscriptions as of today: an active one whose renewal day has come is renewed (one
 * payment of its price per period due) before it is read.
 */
export function currentSubscriptions(userId: number, now: Date): SubscriptionRow[] {
  const today = schoolToday(now);
  const rows = subscriptionsOf(userId);
  let renewed = false;
  for (const row of rows) {
    const periods = periodsPaidBy(row, today);
    if (periods !== row.periods_paid) {
      row.periods_paid = periods;
      renewed = true;
    }
  }
  if (renewed) subscriptions.save();
  return rows;
}

/** An active or paid-to-date subscription opens the subscription-only courses. */
export const subscribedOn = (userId: number, now: Date): boolean =>
  currentSubscriptions(userId, now).some((row) => grantsAccess(row, schoolToday(now)));

/** The API's view of a subscription on a day. */
export function subscriptionView(row: SubscriptionRow, today: string): Subscription {
  const status = stateOn(row, today);
  const { paidUntil, renewsOn } = paidPeriod(row);
  return {
    id: row.id,
    months: row.months,
    price: row.price,
    currency: 'UAH',
    status: status === 'replaced' ? 'ended' : status,
    starts_on: row.starts_on,
    paid_until: paidUntil,
    renews_on: status === 'active' ? renewsOn : null,
    first_payment: row.first_payment,
    promo_code: row.promo_code,
    order_id: status === 'payment_pending' ? row.order_id : null,
  };
}
