import type { CompanyPaymentMonth } from '@cabinet/api/model';
import { DataTable, type DataTableColumn } from '@cabinet/design-system/data-table';
import { formatMoney, formatMonth, toLanguage } from '@cabinet/design-system/format';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

function useColumns(): DataTableColumn<CompanyPaymentMonth>[] {
  const { t, i18n } = useTranslation('companyStatistics');
  const language = toLanguage(i18n.language);
  const money = (amount: number) => formatMoney(amount, language);
  return [
    { id: 'month', header: t('months.column.month'), cell: (row) => formatMonth(row.month, language) },
    { id: 'paid', header: t('months.column.paid'), cell: (row) => money(row.paid), align: 'right' },
    { id: 'used', header: t('months.column.used'), cell: (row) => money(row.used), align: 'right' },
    {
      id: 'balance',
      header: t('months.column.balance'),
      cell: (row) => money(row.closing_balance),
      align: 'right',
    },
  ];
}

/** Every month of the period, newest first: paid, used and the balance it closed with. */
export function MonthsTable({ months }: { months: CompanyPaymentMonth[] }) {
  const { t } = useTranslation('companyStatistics');
  const headingId = useId();
  const columns = useColumns();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {t('months.heading')}
      </Typography>
      <DataTable
        caption={t('months.caption')}
        columns={columns}
        rows={months}
        getRowId={(row) => row.month}
      />
    </Box>
  );
}
