import type { PaidPretest } from '@cabinet/api/model';
import { useListPaidPretestChecks } from '@cabinet/api/paid-pretests';
import { DataTable } from '@cabinet/design-system/data-table';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { PageHeader } from '@cabinet/design-system/page-header';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { schoolDate, schoolDateTime } from '../../../features/placement-tests/dates';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { paths } from '../../../shared/paths';
import { employeeName } from './check-state';

/**
 * `/teacher-corporate/pretests/paid`: the corporate placement tests whose written parts are in,
 * those waiting for the teacher first, each with the day its result is due and a link to it.
 */
export function CheckList() {
  const { t, i18n } = useTranslation('teacherPretests');
  const list = useListPaidPretestChecks();
  const language = i18n.language;
  return (
    <>
      <PageHeader title={t('list.title')} />
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{t('list.lead')}</Typography>
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState headingLevel="h2" title={t('list.emptyTitle')} text={t('list.emptyText')} />
      ) : (
        <DataTable<PaidPretest>
          aria-label={t('list.title')}
          rows={list.data.data}
          getRowId={(row) => row.id}
          columns={[
            {
              id: 'employee',
              header: t('list.employee'),
              cell: (row) => (
                <Link href={paths.corporateTeacher.paidPlacementTest.to(row.id, 'writing')}>
                  {employeeName(row.student, language)}
                </Link>
              ),
            },
            { id: 'company', header: t('list.company'), cell: (row) => row.company_name },
            {
              id: 'status',
              header: t('list.status'),
              cell: (row) => <StatusBadge vocabulary="paidPretest" value={row.status} />,
            },
            {
              id: 'written',
              header: t('list.written'),
              cell: (row) => (row.written_at ? schoolDateTime(row.written_at, language) : '—'),
            },
            {
              id: 'due',
              header: t('list.due'),
              cell: (row) => (row.results_due_on ? schoolDate(row.results_due_on, language) : '—'),
            },
          ]}
        />
      )}
    </>
  );
}
