import { registerForEvent } from '@cabinet/api/events';
import type { Event } from '@cabinet/api/model';
import { formatMoney } from '@cabinet/design-system/format';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { checkoutHref } from '../../../features/clubs/checkout-href';
import { errorMessage } from '../../../shared/error-message';
import { useFormAlert } from '../../../shared/use-form-alert';
import { eventChanged } from './event-cache';
import { languageOf } from '../../../shared/in-language';

/** The trainee's place: register (free, or paid at checkout), or what their place is. */
export function EventRegister({ event }: { event: Event }) {
  const { t, i18n } = useTranslation('events');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { setAlert, alertView } = useFormAlert();
  const register = useMutation({
    mutationFn: () => registerForEvent(event.id, { silent: true }),
    onSuccess: async ({ data }) => {
      await eventChanged(queryClient, data);
      const orderId = data.registration?.order_id;
      if (data.registration?.status === 'payment_pending' && orderId) await navigate(checkoutHref(orderId));
      else setAlert({ severity: 'success', text: t('register.done') });
    },
    onError: (error) => setAlert({ severity: 'error', text: errorMessage(error) }),
  });
  const { registration } = event;
  let body;
  if (registration?.status === 'payment_pending' && registration.order_id) {
    body = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" href={checkoutHref(registration.order_id)}>
            {t('register.toCheckout')}
          </Button>
        }
      >
        {t('register.paymentPending')} {t('register.paymentDown')}
      </Alert>
    );
  } else if (registration) {
    body = register.isSuccess ? null : (
      <Alert severity="success">
        {t(registration.status === 'paid' ? 'register.registeredPaid' : 'register.registeredFree')}
      </Alert>
    );
  } else if (!event.enabled) body = <Alert severity="info">{t('register.notEnabled')}</Alert>;
  else if (event.status !== 'waiting_to_start') body = <Alert severity="info">{t('register.closed')}</Alert>;
  else {
    body = (
      <div>
        <Button variant="contained" loading={register.isPending} onClick={() => register.mutate()}>
          {event.price === 0
            ? t('register.free')
            : t('register.paid', { price: formatMoney(event.price, languageOf(i18n.language)) })}
        </Button>
      </div>
    );
  }
  return (
    <Stack component="section" aria-labelledby="event-registration" spacing={2}>
      <Typography id="event-registration" component="h2" variant="h6">
        {t('register.title')}
      </Typography>
      {alertView}
      {body}
    </Stack>
  );
}
