import type { Order } from '@cabinet/api/model';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { orderIdOf } from '../../../features/clubs/checkout-href';
import { RequireAuth } from '../../../session/RequireAuth';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { OrderSummary } from '../components/OrderSummary';
import { PaymentState } from '../components/PaymentState';
import { orderReturn } from '../order-return';
import { isAwaitingProvider, useOrderWhilePaying } from '../use-order-while-paying';

const titleOf = (order: Order | undefined) => {
  if (order?.status === 'paid') return 'success.title';
  if (order?.status === 'failed') return 'success.failedTitle';
  return isAwaitingProvider(order) ? 'success.confirmingTitle' : 'success.waitingTitle';
};

/**
 * Where the payment provider brings the payer back (`?order=<id>`): the paid order; a payment the
 * provider has not confirmed yet, waited for and never offered again; a failed one, to pay again
 * (docs/statuses.md#payment-on-the-providers-page). The way back to the clubs, event or subscription.
 */
export function CheckoutSuccessPage() {
  const { t } = useTranslation('checkout');
  const [search] = useSearchParams();
  const orderId = orderIdOf(search);
  const { order, longWait } = useOrderWhilePaying(orderId);
  const current = order.data?.data;
  const returnTo = orderReturn(current);
  return (
    <Stack spacing={3}>
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, fontWeight: 500 }}
      >
        {t(titleOf(current))}
      </Typography>
      {orderId !== null && order.isPending ? <PageLoading /> : null}
      {order.isError && !current ? (
        <PageError error={order.error} onRetry={() => void order.refetch()} />
      ) : null}
      {orderId === null ? <Alert severity="warning">{t('noOrder')}</Alert> : null}
      {current ? (
        <>
          <Box role="status">
            <PaymentState order={current} longWait={longWait} onCheck={() => void order.refetch()} />
          </Box>
          <OrderSummary order={current} />
        </>
      ) : null}
      <div>
        <Button variant="contained" href={returnTo.href}>
          {t(returnTo.label)}
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
