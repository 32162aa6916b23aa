import type { CompanyEmployeeDetail } from '@cabinet/api/model';
import { DataTable } from '@cabinet/design-system/data-table';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { schoolDateTime } from '../../../features/placement-tests/dates';
import { paths } from '../../../shared/paths';

type Detail = { detail: CompanyEmployeeDetail };

function EntryTests({ detail }: Detail) {
  const { t, i18n } = useTranslation('companyStudents');
  const id = detail.employee.id;
  return (
    <DataTable
      caption={t('detail.entryTests')}
      rows={detail.entry_tests}
      getRowId={(row) => row.attempt.id}
      empty={t('detail.entryEmpty')}
      columns={[
        {
          id: 'test',
          header: t('detail.entryTests'),
          cell: (row) => (
            <Link href={paths.corporateManager.studentResult.to(id, row.attempt.id)}>
              {i18n.language === 'en' ? row.test_name_en : row.test_name}
            </Link>
          ),
        },
        {
          id: 'finished',
          header: t('detail.finished'),
          cell: (row) =>
            row.attempt.finished_at
              ? schoolDateTime(row.attempt.finished_at, i18n.language)
              : t('detail.notFinished'),
        },
        {
          id: 'started',
          header: t('detail.started'),
          cell: (row) => schoolDateTime(row.attempt.started_at, i18n.language),
        },
        {
          id: 'level',
          header: t('detail.level'),
          cell: (row) => row.attempt.overall_level ?? t('detail.noLevel'),
        },
      ]}
    />
  );
}

function PaidTests({ detail }: Detail) {
  const { t, i18n } = useTranslation('companyStudents');
  const id = detail.employee.id;
  return (
    <DataTable
      caption={t('detail.paidTests')}
      rows={detail.paid_tests}
      getRowId={(row) => row.id}
      empty={t('detail.paidEmpty')}
      columns={[
        {
          id: 'assigned',
          header: t('detail.assigned'),
          cell: (row) => (
            <Link href={paths.corporateManager.studentPaidResult.to(id, row.id)}>
              {schoolDateTime(row.assigned_at, i18n.language)}
            </Link>
          ),
        },
        {
          id: 'status',
          header: t('list.column.status'),
          cell: (row) => <StatusBadge vocabulary="paidPretestManager" value={row.manager_label} />,
        },
        {
          id: 'level',
          header: t('detail.level'),
          cell: (row) => row.attempt.overall_level ?? t('detail.noLevel'),
        },
      ]}
    />
  );
}

/** The placement-tests tab: entry tests and corporate tests, each linking to its result. */
export function EmployeeTests({ detail }: Detail) {
  const { t } = useTranslation('companyStudents');
  return (
    <Stack spacing={3}>
      <Typography component="h2" variant="h5" sx={{ mb: -1 }}>
        {t('detail.paidTests')}
      </Typography>
      <PaidTests detail={detail} />
      <Typography component="h2" variant="h5" sx={{ mb: -1 }}>
        {t('detail.entryTests')}
      </Typography>
      <EntryTests detail={detail} />
    </Stack>
  );
}
