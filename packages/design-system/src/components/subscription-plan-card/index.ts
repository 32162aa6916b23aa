export {
  SubscriptionPlanCard,
  type SubscriptionPlanCardProps,
  type SubscriptionPlanMonths,
} from './SubscriptionPlanCard';
