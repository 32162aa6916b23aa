import type { CompanyPayment, CompanyPaymentMonth } from '@cabinet/api/model';
import { DataTable, type DataTableColumn } from '@cabinet/design-system/data-table';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { formatCalendarDate, formatMoney, formatMonth, toLanguage } from '@cabinet/design-system/format';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../features/table-files/ExportButton';
import { loadedRows } from '../../../features/table-files/table-rows';
import { usePaymentColumns } from './export-columns';
import { PaymentBought } from './PaymentBought';

function useColumns(): DataTableColumn<CompanyPayment>[] {
  const { t, i18n } = useTranslation('companyStatistics');
  const language = toLanguage(i18n.language);
  return [
    { id: 'date', header: t('payments.column.date'), cell: (row) => formatCalendarDate(row.date, language) },
    {
      id: 'amount',
      header: t('payments.column.amount'),
      cell: (row) => formatMoney(row.amount, language),
      align: 'right',
    },
    { id: 'bought', header: t('payments.column.bought'), cell: (row) => <PaymentBought payment={row} /> },
    { id: 'method', header: t('payments.column.method'), cell: (row) => t(`payments.method.${row.method}`) },
  ];
}

/** One month's payments with its total, what it used and how the balance moved. */
function MonthSection({ month }: { month: CompanyPaymentMonth }) {
  const { t, i18n } = useTranslation('companyStatistics');
  const language = toLanguage(i18n.language);
  const headingId = useId();
  const columns = useColumns();
  const money = (amount: number) => formatMoney(amount, language);
  const label = formatMonth(month.month, language);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ mb: 1.5 }}>
        <Facts>
          <Fact label={t('payments.total')}>
            <strong>{money(month.paid)}</strong>
          </Fact>
          <Fact label={t('payments.used')}>
            {money(month.used)}
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {t('payments.usedBy', {
                group: money(month.used_by.group_lessons),
                individual: money(month.used_by.individual_lessons),
                checks: money(month.used_by.placement_checks),
              })}
            </Box>
          </Fact>
          <Fact label={t('payments.balance')}>
            {t('payments.balanceMove', {
              from: money(month.opening_balance),
              to: money(month.closing_balance),
            })}
          </Fact>
        </Facts>
      </Box>
      <DataTable
        aria-label={t('payments.caption', { month: label })}
        columns={columns}
        rows={month.payments}
        getRowId={(row) => row.id}
      />
    </Box>
  );
}

/** The period's payments month by month, newest first; months without a payment are left out. */
export function MonthPayments({ months }: { months: CompanyPaymentMonth[] }) {
  const { t } = useTranslation('companyStatistics');
  const headingId = useId();
  const paid = months.filter((month) => month.payments.length > 0);
  const fileColumns = usePaymentColumns();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {t('payments.heading')}
        </Typography>
        {paid.length > 0 ? (
          <ExportButton
            fileName="company-payments"
            table={t('payments.heading')}
            columns={fileColumns}
            rows={loadedRows(paid.flatMap((month) => month.payments))}
          />
        ) : null}
      </Box>
      {paid.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('payments.empty')}</Typography>
      ) : (
        paid.map((month) => <MonthSection key={month.month} month={month} />)
      )}
    </Box>
  );
}
