import { useListCompanyColleagues } from '@cabinet/api/company';
import type { CompanyColleague } from '@cabinet/api/model';
import { DataTable, type DataTableColumn } from '@cabinet/design-system/data-table';
import { toLanguage } from '@cabinet/design-system/format';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';

/** A company has a handful of managers: one page holds them all. */
const PER_PAGE = 100;

function useColumns(): DataTableColumn<CompanyColleague>[] {
  const { t, i18n } = useTranslation('companyStatistics');
  const language = toLanguage(i18n.language);
  return [
    {
      id: 'name',
      header: t('colleagues.column.name'),
      cell: (row) => (language === 'en' ? row.name_en || row.name : row.name),
    },
    {
      id: 'email',
      header: t('colleagues.column.email'),
      cell: (row) => <Link href={`mailto:${row.email}`}>{row.email}</Link>,
    },
    {
      id: 'phone',
      header: t('colleagues.column.phone'),
      cell: (row) =>
        row.phone ? (
          <Link href={`tel:${row.phone.replace(/[^\d+]/g, '')}`}>{row.phone}</Link>
        ) : (
          t('colleagues.noPhone')
        ),
    },
  ];
}

/** The company's other managers, with how to reach them. */
export function ColleaguesList({ company }: { company: string }) {
  const { t } = useTranslation('companyStatistics');
  const headingId = useId();
  const columns = useColumns();
  const colleagues = useListCompanyColleagues({ per_page: PER_PAGE });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('colleagues.heading')}
      </Typography>
      <Typography sx={{ mb: 1.5, color: 'text.secondary' }}>{t('colleagues.lead', { company })}</Typography>
      {colleagues.isPending ? (
        <PageLoading />
      ) : colleagues.isError ? (
        <PageError error={colleagues.error} onRetry={() => void colleagues.refetch()} headingLevel={3} />
      ) : colleagues.data.data.length === 0 ? (
        <Typography>{t('colleagues.empty')}</Typography>
      ) : (
        <DataTable
          aria-label={t('colleagues.caption', { company })}
          columns={columns}
          rows={colleagues.data.data}
          getRowId={(row) => row.id}
        />
      )}
    </Box>
  );
}
