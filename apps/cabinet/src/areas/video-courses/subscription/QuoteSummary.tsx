import type { SubscriptionQuote } from '@cabinet/api/model';
import { formatMoney, toLanguage } from '@cabinet/design-system/format';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDay } from '../../../features/video-courses/use-day';

/**
 * What subscribing costs, said plainly: the first payment (with the promo code's discount) apart
 * from every later payment at the plan's price, renewed automatically, with their days.
 */
export function QuoteSummary({ quote }: { quote: SubscriptionQuote }) {
  const { t, i18n } = useTranslation('videoCourses');
  const day = useDay();
  const money = (amount: number) => formatMoney(amount, toLanguage(i18n.language));
  const row = (label: string, value: string) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Box>
    </Box>
  );
  return (
    <Box component="section" aria-labelledby="quote-title" aria-live="polite">
      <Typography id="quote-title" component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('quote.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {row(
          quote.discount > 0 ? t('quote.firstWithPromo', { code: quote.promo_code }) : t('quote.first'),
          quote.discount > 0
            ? t('quote.firstDiscounted', {
                amount: money(quote.first_payment),
                price: money(quote.price),
                discount: money(quote.discount),
              })
            : money(quote.first_payment),
        )}
        {row(
          t('quote.period'),
          t('quote.periodValue', { from: day(quote.starts_on), to: day(quote.paid_until) }),
        )}
        {row(
          t('quote.later'),
          t('quote.laterValue', {
            amount: money(quote.price),
            every: t('quote.every', { count: quote.months }),
            date: day(quote.second_payment_on),
          }),
        )}
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {t('quote.renewNote')}
      </Typography>
    </Box>
  );
}
