import type { Order } from '@cabinet/api/model';
import { formatDateTime } from '@cabinet/design-system/format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { checkoutHref } from '../../../features/clubs/checkout-href';
import { isAwaitingProvider } from '../use-order-while-paying';
import { PaymentWaiting } from './PaymentWaiting';

type PaymentStateProps = {
  order: Order;
  longWait: boolean;
  onCheck: () => void;
};

/**
 * Where the order's payment stands after the provider (docs/statuses.md#order): paid; waited for;
 * failed, paid again; or what else became of the order. Only a failed payment is offered again.
 * Its own announcements come from the page's status region around it.
 */
export function PaymentState({ order, longWait, onCheck }: PaymentStateProps) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.language === 'en' ? 'en' : 'uk';
  if (order.status === 'paid') {
    return (
      <Alert severity="success" role="none">
        {t(order.lines[0]?.kind === 'subscription' ? 'success.textSubscription' : 'success.text', {
          when: order.paid_at ? formatDateTime(order.paid_at, language) : '',
          method: order.payment_method ? t(`form.methods.${order.payment_method}`) : '',
        })}
      </Alert>
    );
  }
  if (isAwaitingProvider(order))
    return <PaymentWaiting orderId={order.id} longWait={longWait} onCheck={onCheck} />;
  if (order.status === 'failed') {
    return (
      <Alert severity="error" role="none">
        {t('success.failed')}
        <Box sx={{ mt: 1.5 }}>
          <Button variant="outlined" color="inherit" size="small" href={checkoutHref(order.id)}>
            {t('success.payAgain')}
          </Button>
        </Box>
      </Alert>
    );
  }
  return (
    <Alert severity="info" role="none">
      {t(`status.${order.status}`)}
    </Alert>
  );
}
