import { schoolToday, shiftDate, shiftMonth } from '../../time/school-time';
import * as clock from '../../time/clock';
import type { PlanMonths, SubscriptionState } from '../rules/subscriptions';
import { createTable } from './table';
import { DEMO, demoIdOf } from './world/people';

/** The plans in UAH: the price of one period, taken again at each renewal. */
export const SUBSCRIPTION_PLANS: readonly { months: PlanMonths; price: number }[] = [
  { months: 1, price: 390 },
  { months: 6, price: 1990 },
  { months: 12, price: 3490 },
];

export const planPrice = (months: PlanMonths): number =>
  SUBSCRIPTION_PLANS.find((plan) => plan.months === months)?.price ?? 0;

/** A user's subscription; its paid period and renewal day follow from the start and `periods_paid`. */
export type SubscriptionRow = {
  id: number;
  user_id: number;
  months: PlanMonths;
  price: number;
  status: SubscriptionState;
  starts_on: string;
  periods_paid: number;
  first_payment: number;
  promo_code: string | null;
  order_id: number | null;
  created_at: string;
};

/**
 * The demo student pays monthly (begun twenty days ago, renewing); the parent's half-year plan
 * had its renewal cancelled and runs to its paid end about a month from now.
 */
export const subscriptions = createTable<SubscriptionRow>('subscriptions', () => {
  const today = schoolToday();
  const created = clock.now().toISOString();
  const studentStart = shiftDate(today, -20);
  const parentStart = shiftDate(shiftMonth(today, -5), -3);
  return [
    {
      id: 1,
      user_id: DEMO.student(),
      months: 1,
      price: planPrice(1),
      status: 'active',
      starts_on: studentStart,
      periods_paid: 1,
      first_payment: planPrice(1),
      promo_code: null,
      order_id: null,
      created_at: created,
    },
    {
      id: 2,
      user_id: demoIdOf('parent@demo.school'),
      months: 6,
      price: planPrice(6),
      status: 'renewal_cancelled',
      starts_on: parentStart,
      periods_paid: 1,
      first_payment: planPrice(6),
      promo_code: null,
      order_id: null,
      created_at: created,
    },
  ];
});

export const subscriptionsOf = (userId: number): SubscriptionRow[] =>
  subscriptions.where((row) => row.user_id === userId);
