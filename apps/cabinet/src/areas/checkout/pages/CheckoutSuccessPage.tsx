import { useGetOrder } from '@cabinet/api/orders';
import { formatDateTime } from '@cabinet/design-system/format';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { checkoutHref, orderIdOf } from '../../../features/clubs/checkout-href';
import { RequireAuth } from '../../../session/RequireAuth';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { OrderSummary } from '../components/OrderSummary';
import { orderReturn } from '../order-return';

/** After the payment: the paid order, when and how, and the way back to the clubs. */
export function CheckoutSuccessPage() {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const [search] = useSearchParams();
  const orderId = orderIdOf(search);
  const order = useGetOrder(orderId ?? 0, { query: { enabled: orderId !== null } });
  const current = order.data?.data;
  return (
    <Stack spacing={3}>
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, fontWeight: 500 }}
      >
        {current?.status === 'paid' ? t('success.title') : t('success.waitingTitle')}
      </Typography>
      {orderId !== null && order.isPending ? <PageLoading /> : null}
      {order.isError ? <PageError error={order.error} onRetry={() => void order.refetch()} /> : null}
      {orderId === null ? <Alert severity="warning">{t('noOrder')}</Alert> : null}
      {current ? (
        <>
          {current.status === 'paid' ? (
            <Alert severity="success">
              {t(current.lines[0]?.kind === 'subscription' ? 'success.textSubscription' : 'success.text', {
                when: current.paid_at ? formatDateTime(current.paid_at, language) : '',
                method: current.payment_method ? t(`form.methods.${current.payment_method}`) : '',
              })}
            </Alert>
          ) : (
            <Alert severity="info">
              {t(`status.${current.status}`)}{' '}
              {current.status === 'pending' ? (
                <Button size="small" href={checkoutHref(current.id)}>
                  {t('success.toCheckout')}
                </Button>
              ) : null}
            </Alert>
          )}
          <OrderSummary order={current} />
        </>
      ) : null}
      <div>
        <Button variant="contained" href={orderReturn(current).href}>
          {t(orderReturn(current).label)}
        </Button>
      </div>
    </Stack>
  );
}

export function GuardedCheckoutSuccessPage() {
  return (
    <RequireAuth>
      <CheckoutSuccessPage />
    </RequireAuth>
  );
}
