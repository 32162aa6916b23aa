import { listCompanyColleagues, useListCompanyColleagues } from '@cabinet/api/company';
import type { CompanyColleague } from '@cabinet/api/model';
import { DataTable, type DataTableColumn } from '@cabinet/design-system/data-table';
import { toLanguage } from '@cabinet/design-system/format';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../features/table-files/ExportButton';
import { pagedRows } from '../../../features/table-files/table-rows';
import { useColleagueColumns } from './export-columns';
import { QueryContent } from '../../../shared/QueryContent';

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
  const fileColumns = useColleagueColumns();
  const some = (colleagues.data?.data.length ?? 0) > 0;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, mb: 1 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {t('colleagues.heading')}
        </Typography>
        {some ? (
          <ExportButton
            fileName="colleagues"
            table={t('colleagues.heading')}
            columns={fileColumns}
            rows={pagedRows((page, perPage) =>
              listCompanyColleagues({ page, per_page: perPage }, { silent: true }),
            )}
          />
        ) : null}
      </Box>
      <Typography sx={{ mb: 1.5, color: 'text.secondary' }}>{t('colleagues.lead', { company })}</Typography>
      <QueryContent
        query={colleagues}
        headingLevel={3}
        empty={<Typography>{t('colleagues.empty')}</Typography>}
      >
        {({ data }) => (
          <DataTable
            aria-label={t('colleagues.caption', { company })}
            columns={columns}
            rows={data}
            getRowId={(row) => row.id}
          />
        )}
      </QueryContent>
    </Box>
  );
}
