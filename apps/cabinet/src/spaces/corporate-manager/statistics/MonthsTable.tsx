import type { CompanyPaymentMonth } from '@cabinet/api/model';
import { DataTable, type DataTableColumn } from '@cabinet/design-system/data-table';
import { formatMoney, formatMonth, toLanguage } from '@cabinet/design-system/format';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../features/table-files/ExportButton';
import { loadedRows } from '../../../features/table-files/table-rows';
import { useMonthColumns } from './export-columns';

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
  const fileColumns = useMonthColumns();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {t('months.heading')}
        </Typography>
        <ExportButton
          fileName="company-months"
          table={t('months.heading')}
          columns={fileColumns}
          rows={loadedRows(months)}
        />
      </Box>
      <DataTable
        caption={t('months.caption')}
        columns={columns}
        rows={months}
        getRowId={(row) => row.month}
      />
    </Box>
  );
}
