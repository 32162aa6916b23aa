import type { OrderLineRow } from './orders';
import type { SubscriptionRow } from './subscriptions';

const PLAN_NAMES: Record<SubscriptionRow['months'], readonly [string, string]> = {
  1: ['на 1 місяць', 'for 1 month'],
  6: ['на 6 місяців', 'for 6 months'],
  12: ['на 12 місяців', 'for 12 months'],
};

/**
 * The order line of a subscription's first payment (lowered by a promo code), with its later
 * payments of the plan's price shown apart from the day the first one ends.
 */
export const subscriptionLine = (subscription: SubscriptionRow, renewsOn: string): OrderLineRow => ({
  kind: 'subscription',
  booking_id: subscription.id,
  club_id: null,
  event_id: null,
  event_type: null,
  title: `Підписка на відеокурси ${PLAN_NAMES[subscription.months][0]}`,
  title_en: `Video courses subscription ${PLAN_NAMES[subscription.months][1]}`,
  amount: subscription.first_payment,
  renewal: { amount: subscription.price, months: subscription.months, on: renewsOn },
});
