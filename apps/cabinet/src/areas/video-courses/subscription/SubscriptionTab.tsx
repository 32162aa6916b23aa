import { useListSubscriptionPlans, useListSubscriptions } from '@cabinet/api/subscriptions';
import type { SubscriptionMonths } from '@cabinet/api/model';
import { SubscriptionPlanCard } from '@cabinet/design-system/subscription-plan-card';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDay } from '../../../features/video-courses/use-day';
import { CurrentSubscriptions } from './CurrentSubscriptions';
import { SubscribeForm } from './SubscribeForm';
import { QueryContent } from '../../../shared/QueryContent';

/**
 * The subscription tab: the caller's subscriptions (renewal date, cancelling renewal), the plans
 * in UAH, and subscribing to one with a promo code. While a subscription renews, a plan cannot be
 * chosen: changing plan is cancelling renewal first, and the page says so.
 */
export function SubscriptionTab() {
  const { t } = useTranslation('videoCourses');
  const day = useDay();
  const plans = useListSubscriptionPlans();
  const subscriptions = useListSubscriptions();
  const [chosen, setChosen] = useState<SubscriptionMonths | null>(null);
  return (
    <QueryContent query={[plans, subscriptions]}>
      {([plansData, subscriptionsData]) => {
        const mine = subscriptionsData.data;
        const renewing = mine.find((each) => each.status === 'active');
        const cancelled = mine.find((each) => each.status === 'renewal_cancelled');
        return (
          <Stack spacing={4}>
            <Box component="section" aria-labelledby="my-subscription">
              <Typography id="my-subscription" component="h2" variant="h5" sx={{ mb: 2 }}>
                {t('subscription.mine')}
              </Typography>
              <CurrentSubscriptions subscriptions={mine} />
            </Box>
            <Box component="section" aria-labelledby="plans">
              <Typography id="plans" component="h2" variant="h5" sx={{ mb: 1 }}>
                {t('subscription.plans')}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
                {t('subscription.plansNote')}
              </Typography>
              {renewing ? (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {t('subscription.changePlan')}
                </Alert>
              ) : cancelled?.paid_until ? (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {t('subscription.nextPlanStarts', { date: day(cancelled.paid_until) })}
                </Alert>
              ) : null}
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
                }}
              >
                {plansData.data.map((plan) => (
                  <li key={plan.months}>
                    <SubscriptionPlanCard
                      months={plan.months}
                      price={plan.price}
                      onChoose={renewing ? undefined : () => setChosen(plan.months)}
                    />
                  </li>
                ))}
              </Box>
            </Box>
            {chosen && !renewing ? (
              <SubscribeForm months={chosen} onMonths={setChosen} plans={plansData.data} />
            ) : null}
          </Stack>
        );
      }}
    </QueryContent>
  );
}
