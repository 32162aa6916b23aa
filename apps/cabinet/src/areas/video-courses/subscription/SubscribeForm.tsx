import { ApiError } from '@cabinet/api/http';
import type { SubscriptionMonths, SubscriptionPlan } from '@cabinet/api/model';
import { quoteSubscription, useCreateSubscription } from '@cabinet/api/subscriptions';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { checkoutHref } from '../../../features/clubs/checkout-href';
import { ChoiceRadioGroup } from '../../../shared/ChoiceRadioGroup';
import { errorMessage } from '../../../shared/error-message';
import { PageLoading } from '../../../shared/PageLoading';
import { QuoteSummary } from './QuoteSummary';

type SubscribeValues = { promo: string };

const PROMO_CODES = new Set(['promo_invalid', 'promo_expired']);
const PROMO_MAX = 32;

type SubscribeFormProps = {
  months: SubscriptionMonths;
  onMonths: (months: SubscriptionMonths) => void;
  plans: readonly SubscriptionPlan[];
};

/**
 * Subscribing: the plan, a promo code checked before payment ("incorrect", "expired" or
 * "applied", for the first payment only), the first and later payments shown apart, then the
 * checkout. A refused call keeps what was typed.
 */
export function SubscribeForm({ months, onMonths, plans }: SubscribeFormProps) {
  const { t } = useTranslation('videoCourses');
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const quote = useQuery({
    queryKey: ['subscription-quote', months, applied],
    queryFn: () => quoteSubscription({ months, promo_code: applied }, { silent: true }),
    // The payments shown stay until the new ones come, so the summary does not blink.
    placeholderData: keepPreviousData,
  });
  const create = useCreateSubscription({ request: { silent: true } });
  const { control, handleSubmit, getValues, setError, clearErrors, formState } = useForm<SubscribeValues>({
    defaultValues: { promo: '' },
  });

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const applyPromo = async () => {
    clearErrors('promo');
    const code = getValues('promo').trim();
    if (!code) {
      setError('promo', { message: t('subscribe.promoEmpty') }, { shouldFocus: true });
      return;
    }
    setChecking(true);
    try {
      const answer = await quoteSubscription({ months, promo_code: code }, { silent: true });
      setApplied(answer.data.promo_code);
    } catch (error) {
      const message = error instanceof ApiError && PROMO_CODES.has(error.code) ? errorMessage(error) : null;
      setError('promo', { message: message ?? errorMessage(error) }, { shouldFocus: true });
    } finally {
      setChecking(false);
    }
  };

  const submit = handleSubmit(async () => {
    const answer = await create.mutateAsync({ data: { months, promo_code: applied } }).catch(() => null);
    if (answer?.data.order_id) await navigate(checkoutHref(answer.data.order_id));
  });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="subscribe-title"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}
    >
      <Typography id="subscribe-title" ref={heading} tabIndex={-1} component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('subscribe.title')}
      </Typography>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
        <ChoiceRadioGroup
          name="months"
          label={t('subscribe.plan')}
          value={`${months}`}
          onChange={(value) => onMonths(Number(value) as SubscriptionMonths)}
          options={plans.map((plan) => ({
            value: `${plan.months}`,
            label: t('subscription.plan', { count: plan.months }),
          }))}
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Controller
            name="promo"
            control={control}
            rules={{
              maxLength: { value: PROMO_MAX, message: t('subscribe.promoTooLong', { max: PROMO_MAX }) },
            }}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                onChange={(event) => {
                  field.onChange(event);
                  clearErrors('promo');
                }}
                label={t('subscribe.promo')}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ??
                  (applied ? t('subscribe.promoApplied', { code: applied }) : t('subscribe.promoHint'))
                }
                slotProps={{ htmlInput: { maxLength: PROMO_MAX, autoCapitalize: 'characters' } }}
                sx={{ flex: '1 1 220px' }}
              />
            )}
          />
          <Button variant="outlined" onClick={() => void applyPromo()} loading={checking} sx={{ mt: 1 }}>
            {t('subscribe.apply')}
          </Button>
        </Box>
        {quote.isPending ? <PageLoading /> : null}
        {quote.isError ? <Alert severity="error">{errorMessage(quote.error)}</Alert> : null}
        {quote.data ? <QuoteSummary quote={quote.data.data} /> : null}
        {create.isError ? <Alert severity="error">{errorMessage(create.error)}</Alert> : null}
        <Box>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {t('subscribe.toPayment')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
