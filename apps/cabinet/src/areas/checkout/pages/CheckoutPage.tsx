import type { Order } from '@cabinet/api/model';
import { getListClubsQueryKey } from '@cabinet/api/clubs';
import { getGetOrderQueryKey, useGetOrder } from '@cabinet/api/orders';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isMockMode, paymentProviderOrigins } from '../../../env';
import { checkoutSuccessHref, orderIdOf } from '../../../features/clubs/checkout-href';
import { RequireAuth } from '../../../session/RequireAuth';
import { OrderSummary } from '../components/OrderSummary';
import { orderReturn } from '../order-return';
import { PaymentForm } from '../components/PaymentForm';
import { QueryContent } from '../../../shared/QueryContent';

/** Where an order that cannot be paid now leads: its receipt, its payment's progress, or back. */
function StatusLink({ order, back }: { order: Order; back: ReactNode }) {
  const { t } = useTranslation('checkout');
  if (order.status === 'paid') return <Link href={checkoutSuccessHref(order.id)}>{t('toReceipt')}</Link>;
  if (order.status === 'processing') return <Link href={checkoutSuccessHref(order.id)}>{t('toStatus')}</Link>;
  return back;
}

/**
 * Checkout of an order (`?order=<id>`): its summary in UAH, the method, the terms, the payment. An
 * order is paid while pending or after a failed payment, never while its payment is being
 * confirmed (docs/statuses.md#order).
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const orderId = orderIdOf(search);
  const order = useGetOrder(orderId ?? 0, { query: { enabled: orderId !== null } });
  const paid = async (answer: Order) => {
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
  else
    body = (
      <QueryContent query={order}>
        {({ data: current }) => {
          const payable = current.status === 'pending' || current.status === 'failed';
          return (
            <>
              <OrderSummary order={current} />
              {current.status === 'failed' ? <Alert severity="warning">{t('status.failed')}</Alert> : null}
              {payable ? (
                <PaymentForm
                  order={current}
                  onPaid={(answer) => void paid(answer)}
                  mockProvider={isMockMode}
                  trustedOrigins={paymentProviderOrigins}
                  onProviderPage={(address) => window.location.assign(address)}
                />
              ) : (
                <Alert severity={current.status === 'paid' ? 'success' : 'info'}>
                  {t(`status.${current.status}`)} <StatusLink order={current} back={back} />
                </Alert>
              )}
            </>
          );
        }}
      </QueryContent>
    );
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
