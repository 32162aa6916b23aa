import type { SubscriptionQuote, SubscriptionRequest } from '../../generated/model';
import { schoolToday } from '../../time/school-time';
import { promoByCode } from '../db/promo-codes';
import { orders } from '../db/orders';
import { subscriptionLine } from '../db/subscription-orders';
import { type SubscriptionRow, planPrice, subscriptions } from '../db/subscriptions';
import { nextOrderStatus } from '../rules/clubs-orders';
import { type PromoTerms, promoRefusal } from '../rules/promo-codes';
import { firstPayment } from '../rules/promo-codes';
import { newPlanStart, paidPeriod } from '../rules/subscriptions';
import { fail } from './respond';
import { currentSubscriptions } from './subscriptions-view';

const PROMO_MESSAGES = {
  promo_invalid: 'The promo code is incorrect.',
  promo_expired: 'The promo code has expired.',
} as const;

/** The promo code of a request, checked: none, or a valid one; else 422 with its message. */
function promoOf(request: SubscriptionRequest, today: string): PromoTerms | null {
  const typed = request.promo_code?.trim();
  if (!typed) return null;
  const promo = promoByCode(typed);
  const refusal = promoRefusal(promo, today);
  if (refusal || !promo) {
    fail(422, refusal ?? 'promo_invalid', PROMO_MESSAGES[refusal ?? 'promo_invalid'], {
      field: 'promo_code',
    });
  }
  return promo;
}

/** Where the new plan starts, or 409 while a subscription still renews. */
function startOf(userId: number, now: Date): string {
  const today = schoolToday(now);
  const live = currentSubscriptions(userId, now).filter((row) => row.status !== 'payment_pending');
  const start = newPlanStart(live, today);
  if ('refusal' in start) {
    fail(409, start.refusal, 'Cancel the renewal of your subscription before choosing another plan.');
  }
  return start.startsOn;
}

/** The first and later payments of a plan for the caller, and the days they fall on. */
export function quoteFor(userId: number, request: SubscriptionRequest, now: Date): SubscriptionQuote {
  const startsOn = startOf(userId, now);
  const promo = promoOf(request, schoolToday(now));
  const price = planPrice(request.months);
  const first = firstPayment(price, promo);
  const { paidUntil, renewsOn } = paidPeriod({
    months: request.months,
    starts_on: startsOn,
    periods_paid: 1,
  });
  return {
    months: request.months,
    price,
    currency: 'UAH',
    first_payment: first.amount,
    discount: first.discount,
    promo_code: promo?.code ?? null,
    starts_on: startsOn,
    paid_until: paidUntil ?? startsOn,
    second_payment_on: renewsOn ?? startsOn,
  };
}

/**
 * A subscription waiting for its first payment and its order. An earlier one still waiting is
 * given up, its order cancelled.
 */
export function createPendingSubscription(
  userId: number,
  request: SubscriptionRequest,
  now: Date,
): SubscriptionRow {
  const quote = quoteFor(userId, request, now);
  for (const row of currentSubscriptions(userId, now)) {
    if (row.status !== 'payment_pending') continue;
    row.status = 'replaced';
    const order = row.order_id === null ? undefined : orders.byId(row.order_id);
    const cancelled = order && nextOrderStatus(order.status, 'cancel');
    if (order && cancelled) order.status = cancelled;
  }
  orders.save();
  const createdAt = now.toISOString();
  const row = subscriptions.insert({
    user_id: userId,
    months: quote.months,
    price: quote.price,
    status: 'payment_pending',
    starts_on: quote.starts_on,
    periods_paid: 0,
    first_payment: quote.first_payment,
    promo_code: quote.promo_code,
    order_id: null,
    created_at: createdAt,
  });
  const line = subscriptionLine(row, quote.second_payment_on);
  const order = orders.insert({
    owner_id: userId,
    lines: [line],
    total: line.amount,
    currency: 'UAH',
    status: 'pending',
    created_at: createdAt,
    paid_at: null,
    payment_method: null,
  });
  row.order_id = order.id;
  subscriptions.save();
  return row;
}

/**
 * A paid order's subscription line: the subscription becomes active with its first period paid.
 * A plan that waited for payment past its start begins on the day it is paid instead.
 */
export function subscriptionPaid(subscriptionId: number, now: Date): void {
  const row = subscriptions.byId(subscriptionId);
  if (!row || row.status !== 'payment_pending') return;
  const today = schoolToday(now);
  if (row.starts_on < today) row.starts_on = today;
  row.status = 'active';
  row.periods_paid = 1;
  subscriptions.save();
}
