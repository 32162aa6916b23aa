import type { Order } from '@cabinet/api/model';
import { formatCalendarDate, formatMoney } from '@cabinet/design-system/format';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The order's lines and total in UAH. */
export function OrderSummary({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.language === 'en' ? 'en' : 'uk';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="order-summary"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="order-summary" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('summary.title', { id: order.id })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {order.lines.map((line) => (
          <Box
            component="li"
            key={line.booking_id}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
          >
            <span>
              {t(`summary.kind.${line.kind}`)}: {language === 'en' ? line.title_en || line.title : line.title}
              {line.renewal ? (
                <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
                  {t('summary.renewal', {
                    count: line.renewal.months,
                    amount: formatMoney(line.renewal.amount, language),
                    date: formatCalendarDate(line.renewal.on, language),
                  })}
                </Box>
              ) : null}
            </span>
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(line.amount, language)}
            </Box>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontWeight: 500 }}>
        <span>{t('summary.total')}</span>
        <span>{formatMoney(order.total, language)}</span>
      </Box>
    </Paper>
  );
}
