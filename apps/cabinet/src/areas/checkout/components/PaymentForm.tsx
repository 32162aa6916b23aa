import { ApiError } from '@cabinet/api/http';
import { PaymentMethod, type Order } from '@cabinet/api/model';
import { usePayOrder } from '@cabinet/api/orders';
import { formatMoney } from '@cabinet/design-system/format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SCHOOL_EMAIL, mailtoSchool } from '../../../features/clubs/school-contact';
import { errorMessage } from '../../../shared/error-message';
import { trustedProviderPage } from '../provider-page';

type PaymentValues = { method: PaymentMethod; terms: boolean };

type PaymentFormProps = {
  order: Order;
  /** The order was paid at once. */
  onPaid: (order: Order) => void;
  /** The mock school's provider (a card at once, wallets on its page): the form says so. */
  mockProvider: boolean;
  /** The origins the provider's pages may be on; an answer sending the payer elsewhere is refused. */
  trustedOrigins: readonly string[];
  /** Opens the provider's page, leaving the cabinet. */
  onProviderPage: (address: string) => void;
};

const METHODS = Object.values(PaymentMethod);

/**
 * The payment of an order: a method, the
 * agreement (refused here without calling the server), then the provider: paid at once, or the
 * provider's page opened, only on an origin the build trusts (docs/statuses.md#payment-on-the-providers-page).
 * The server's refusals are shown translated; "online payment temporarily unavailable" and a
 * provider's page on an untrusted address name the school's e-mail. What was chosen stays.
 */
export function PaymentForm({
  order,
  onPaid,
  mockProvider,
  trustedOrigins,
  onProviderPage,
}: PaymentFormProps) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const { control, handleSubmit, setError, formState } = useForm<PaymentValues>({
    defaultValues: { method: 'card', terms: false },
  });
  // The provider's page opens in the payer's language.
  const pay = usePayOrder({ request: { silent: true, headers: { 'Accept-Language': language } } });
  const [untrusted, setUntrusted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const submit = handleSubmit(async (values) => {
    setUntrusted(false);
    try {
      const answer = await pay.mutateAsync({
        orderId: order.id,
        data: { method: values.method, terms_accepted: values.terms },
      });
      if (answer.data.redirect_url === null) {
        onPaid(answer.data);
        return;
      }
      const page = trustedProviderPage(answer.data.redirect_url, trustedOrigins);
      if (!page) {
        setUntrusted(true);
        return;
      }
      setLeaving(true);
      onProviderPage(page);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'terms_not_accepted') {
        setError('terms', { message: errorMessage(error) }, { shouldFocus: true });
      }
    }
  });
  const failure = pay.error instanceof ApiError && pay.error.code === 'terms_not_accepted' ? null : pay.error;
  const unavailable = failure instanceof ApiError && failure.code === 'payment_unavailable';
  const writeToSchool = (subject: string) => (
    <>
      {' '}
      <Link href={mailtoSchool(subject)}>{SCHOOL_EMAIL}</Link>
    </>
  );
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-labelledby="payment-title">
      <Box component="h2" id="payment-title" sx={{ typography: 'h6', m: 0 }}>
        {t('form.title')}
      </Box>
      <Controller
        name="method"
        control={control}
        render={({ field }) => (
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('form.method')}</FormLabel>
            <RadioGroup
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {METHODS.map((method) => (
                <FormControlLabel
                  key={method}
                  value={method}
                  control={<Radio slotProps={{ input: method === field.value ? { ref: field.ref } : {} }} />}
                  label={t(`form.methods.${method}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <Controller
        name="terms"
        control={control}
        rules={{ validate: (accepted) => accepted || t('form.termsRequired') }}
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormControlLabel
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{
                    input: {
                      ref: field.ref,
                      'aria-invalid': Boolean(fieldState.error),
                      'aria-describedby': fieldState.error ? 'terms-error' : undefined,
                    },
                  }}
                />
              }
              label={t('form.terms')}
            />
            {fieldState.error ? (
              <FormHelperText id="terms-error">{fieldState.error.message}</FormHelperText>
            ) : null}
          </FormControl>
        )}
      />
      {mockProvider ? (
        <Alert severity="info" role="note">
          {t('form.mockProvider')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error">
          {errorMessage(failure)}
          {unavailable ? (
            <>
              {' '}
              {t('form.writeTo')}
              {writeToSchool(t('form.mailSubject', { id: order.id }))}
            </>
          ) : null}
        </Alert>
      ) : null}
      {untrusted && !failure ? (
        <Alert severity="error">
          {t('form.untrustedProvider')}
          {writeToSchool(t('success.mailSubject', { id: order.id }))}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting || leaving}>
          {t('form.pay', { amount: formatMoney(order.total, language) })}
        </Button>
      </Box>
    </Stack>
  );
}
