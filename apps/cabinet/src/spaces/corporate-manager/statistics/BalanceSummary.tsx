import type { CompanyPaymentStatement } from '@cabinet/api/model';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { formatCalendarDate, formatMoney, toLanguage } from '@cabinet/design-system/format';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Today's prepaid balance, the period's opening balance and what the period paid and used. */
export function BalanceSummary({ statement }: { statement: CompanyPaymentStatement }) {
  const { t, i18n } = useTranslation('companyStatistics');
  const language = toLanguage(i18n.language);
  const headingId = useId();
  const money = (amount: number) => formatMoney(amount, language);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {t('balance.heading')}
      </Typography>
      <Facts>
        <Fact label={t('balance.current')}>
          <strong>{money(statement.balance)}</strong>
        </Fact>
        <Fact label={t('balance.opening', { date: formatCalendarDate(statement.from, language) })}>
          {money(statement.opening_balance)}
        </Fact>
        <Fact label={t('balance.paid')}>{money(statement.paid_total)}</Fact>
        <Fact label={t('balance.used')}>{money(statement.used_total)}</Fact>
      </Facts>
      {statement.balance < 0 && (
        <Typography role="note" sx={{ mt: 1.5, color: 'error.main' }}>
          {t('balance.negative')}
        </Typography>
      )}
    </Box>
  );
}
