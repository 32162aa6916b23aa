import type { Order } from '@cabinet/api/model';
import { getListClubsQueryKey } from '@cabinet/api/clubs';
import { getGetOrderQueryKey, useGetOrder } from '@cabinet/api/orders';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isMockMode } from '../../../env';
import { checkoutSuccessHref, orderIdOf } from '../../../features/clubs/checkout-href';
import { RequireAuth } from '../../../session/RequireAuth';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { OrderSummary } from '../components/OrderSummary';
import { orderReturn } from '../order-return';
import { PaymentForm } from '../components/PaymentForm';

/** Checkout of an order (`?order=<id>`): its summary in UAH, the method, the terms, the payment. */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const orderId = orderIdOf(search);
  const order = useGetOrder(orderId ?? 0, { query: { enabled: orderId !== null } });
  const paid = async (answer: Order) => {
    if (answer.redirect_url) {
      window.location.assign(answer.redirect_url);
      return;
    }
    queryClient.setQueryData(getGetOrderQueryKey(answer.id), { data: answer });
    await queryClient.invalidateQueries({ queryKey: getListClubsQueryKey() });
    await queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        ['/api/v1/events', '/api/v1/subscriptions', '/api/v1/video-courses'].some((prefix) =>
          String(queryKey[0]).startsWith(prefix),
        ),
    });
    await navigate(checkoutSuccessHref(answer.id));
  };
  const returnTo = orderReturn(order.data?.data);
  const back = <Link href={returnTo.href}>{t(returnTo.label)}</Link>;
  let body;
  if (orderId === null)
    body = (
      <Alert severity="warning">
        {t('noOrder')} {back}
      </Alert>
    );
  else if (order.isPending) body = <PageLoading />;
  else if (order.isError) body = <PageError error={order.error} onRetry={() => void order.refetch()} />;
  else {
    const current = order.data.data;
    body = (
      <>
        <OrderSummary order={current} />
        {current.status === 'pending' ? (
          <PaymentForm order={current} onPaid={(answer) => void paid(answer)} mockProvider={isMockMode} />
        ) : (
          <Alert severity={current.status === 'paid' ? 'success' : 'info'}>
            {t(`status.${current.status}`)}{' '}
            {current.status === 'paid' ? (
              <Link href={checkoutSuccessHref(current.id)}>{t('toReceipt')}</Link>
            ) : (
              back
            )}
          </Alert>
        )}
      </>
    );
  }
  return (
    <Stack spacing={3}>
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, fontWeight: 500 }}
      >
        {t('title')}
      </Typography>
      {body}
      {orderId !== null ? <Typography variant="body2">{back}</Typography> : null}
    </Stack>
  );
}

export function GuardedCheckoutPage() {
  return (
    <RequireAuth>
      <CheckoutPage />
    </RequireAuth>
  );
}
