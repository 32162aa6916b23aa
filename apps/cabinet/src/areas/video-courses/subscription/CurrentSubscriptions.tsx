import { getListSubscriptionsQueryKey, useCancelSubscriptionRenewal } from '@cabinet/api/subscriptions';
import type { Subscription } from '@cabinet/api/model';
import { schoolToday } from '@cabinet/api/time';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import { formatMoney, toLanguage } from '@cabinet/design-system/format';
import { SubscriptionPlanCard } from '@cabinet/design-system/subscription-plan-card';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { checkoutHref } from '../../../features/clubs/checkout-href';
import { useDay } from '../../../features/video-courses/use-day';
import { errorMessage } from '../../../shared/error-message';
import { useFormAlert } from '../../../shared/use-form-alert';
import { useNow } from '../../../shared/use-now';

/**
 * The caller's subscriptions, each with its dates said plainly: when it renews and for how much,
 * or until when access lasts once renewal is cancelled; a next plan's start; a first payment
 * still waiting at checkout.
 */
export function CurrentSubscriptions({ subscriptions }: { subscriptions: readonly Subscription[] }) {
  const { t, i18n } = useTranslation('videoCourses');
  const day = useDay();
  const today = schoolToday(useNow());
  const language = toLanguage(i18n.language);
  const queryClient = useQueryClient();
  const { setAlert, alertView } = useFormAlert();
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  const cancel = useCancelSubscriptionRenewal({ request: { silent: true } });
  const confirmCancel = async () => {
    if (!cancelling) return;
    const answer = await cancel.mutateAsync({ subscriptionId: cancelling.id }).catch(() => null);
    if (!answer) return;
    setCancelling(null);
    setAlert({
      severity: 'success',
      text: t('subscription.cancelled', { date: day(answer.data.paid_until ?? today) }),
    });
    await queryClient.invalidateQueries({ queryKey: getListSubscriptionsQueryKey() });
    await queryClient.invalidateQueries({
      predicate: ({ queryKey }) => String(queryKey[0]).startsWith('/api/v1/video-courses'),
    });
  };
  const money = (amount: number) => formatMoney(amount, language);
  return (
    <>
      {alertView}
      {subscriptions.length === 0 ? (
        <Typography>{t('subscription.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 520 }}>
          {subscriptions.map((each) => (
            <li key={each.id}>
              {each.status === 'payment_pending' ? (
                <Alert severity="warning">
                  {t('subscription.pending', {
                    plan: t('subscription.plan', { count: each.months }),
                    amount: money(each.first_payment),
                  })}{' '}
                  {each.order_id ? (
                    <Link component={RouterLink} to={checkoutHref(each.order_id)}>
                      {t('subscription.pay')}
                    </Link>
                  ) : null}
                </Alert>
              ) : (
                <Stack spacing={1}>
                  <SubscriptionPlanCard
                    months={each.months}
                    price={each.price}
                    status={each.status === 'active' ? 'active' : 'renewal_cancelled'}
                    renewalDate={(each.status === 'active' ? each.renews_on : each.paid_until) ?? undefined}
                    onCancelRenewal={each.status === 'active' ? () => setCancelling(each) : undefined}
                  />
                  {each.starts_on > today ? (
                    <Typography variant="body2">
                      {t('subscription.startsOn', { date: day(each.starts_on) })}
                    </Typography>
                  ) : null}
                  {each.status === 'active' && each.renews_on && each.paid_until ? (
                    <Typography variant="body2">
                      {t('subscription.nextPayment', {
                        amount: money(each.price),
                        date: day(each.renews_on),
                        paidUntil: day(each.paid_until),
                      })}
                    </Typography>
                  ) : null}
                  {each.status === 'renewal_cancelled' && each.paid_until ? (
                    <Typography variant="body2">
                      {t('subscription.noMorePayments', { date: day(each.paid_until) })}
                    </Typography>
                  ) : null}
                </Stack>
              )}
            </li>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('subscription.cancelTitle')}
        text={t('subscription.cancelText', { date: day(cancelling?.paid_until ?? today) })}
        confirmLabel={t('subscription.cancelConfirm')}
        cancelLabel={t('subscription.cancelKeep')}
        tone="danger"
        busy={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error) : undefined}
        onConfirm={() => void confirmCancel()}
        onClose={() => {
          setCancelling(null);
          cancel.reset();
        }}
      />
    </>
  );
}
