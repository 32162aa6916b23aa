import { shiftDate, shiftMonth } from '../../time/school-time';

/** A plan's period: monthly, half-yearly or yearly. */
export type PlanMonths = 1 | 6 | 12;

/** How a subscription stands, as the API shows it; `replaced` is an unpaid one given up for another. */
export type SubscriptionState = 'payment_pending' | 'active' | 'renewal_cancelled' | 'ended' | 'replaced';

/** What the rules read of a subscription. */
export type SubscriptionTerms = {
  months: PlanMonths;
  status: SubscriptionState;
  starts_on: string;
  /** Periods paid so far: 0 until the first payment, then one more at each renewal. */
  periods_paid: number;
};

/**
 * The paid period of a subscription: access from `starts_on` to the end of `paidUntil`; the next
 * payment falls the day after, on `renewsOn`. Each period is counted from the start date, so a
 * subscription begun on 31 January renews on 28 February and again on 31 March.
 */
export function paidPeriod(terms: Pick<SubscriptionTerms, 'months' | 'starts_on' | 'periods_paid'>): {
  paidUntil: string | null;
  renewsOn: string | null;
} {
  if (terms.periods_paid < 1) return { paidUntil: null, renewsOn: null };
  const renewsOn = shiftMonth(terms.starts_on, terms.months * terms.periods_paid);
  return { paidUntil: shiftDate(renewsOn, -1), renewsOn };
}

/**
 * Automatic renewal: an active subscription whose renewal day has come is paid for the periods
 * due by `today` (one payment of the plan's price each). Any other state renews nothing.
 */
export function periodsPaidBy(terms: SubscriptionTerms, today: string): number {
  if (terms.status !== 'active' || terms.periods_paid < 1) return terms.periods_paid;
  let periods = terms.periods_paid;
  while (shiftMonth(terms.starts_on, terms.months * periods) <= today) periods += 1;
  return periods;
}

/** The state on a day: a cancelled renewal ends after its paid end; every other state stays. */
export function stateOn(terms: SubscriptionTerms, today: string): SubscriptionState {
  if (terms.status !== 'renewal_cancelled') return terms.status;
  const { paidUntil } = paidPeriod(terms);
  return paidUntil !== null && paidUntil < today ? 'ended' : 'renewal_cancelled';
}

/** Access on a day: a paid subscription, renewing or cancelled, from its start to its paid end. */
export function grantsAccess(terms: SubscriptionTerms, today: string): boolean {
  if (terms.status !== 'active' && terms.status !== 'renewal_cancelled') return false;
  const { paidUntil } = paidPeriod(terms);
  return paidUntil !== null && terms.starts_on <= today && today <= paidUntil;
}

/** Cancelling renewal: only an active subscription; it keeps its paid period. */
export function afterCancelRenewal(status: SubscriptionState): SubscriptionState | null {
  return status === 'active' ? 'renewal_cancelled' : null;
}

/**
 * Where a new plan starts. A subscription that still renews refuses it (changing plan is
 * cancelling, then subscribing); after a cancelled one it starts the day after its paid end, so
 * the paid days are kept; otherwise today.
 */
export function newPlanStart(
  current: readonly SubscriptionTerms[],
  today: string,
): { refusal: 'subscription_exists' } | { startsOn: string } {
  const live = current.filter((terms) => stateOn(terms, today) !== 'ended');
  if (live.some((terms) => terms.status === 'active')) return { refusal: 'subscription_exists' };
  const ends = live
    .filter((terms) => terms.status === 'renewal_cancelled')
    .map((terms) => paidPeriod(terms).renewsOn)
    .filter((day): day is string => day !== null && day > today)
    .sort();
  return { startsOn: ends.at(-1) ?? today };
}

/** Each payment of a subscription: the first is the promo-lowered one, every later one the price. */
export const paymentAmount = (
  subscription: { price: number; first_payment: number },
  paymentNumber: number,
): number => (paymentNumber <= 1 ? subscription.first_payment : subscription.price);
