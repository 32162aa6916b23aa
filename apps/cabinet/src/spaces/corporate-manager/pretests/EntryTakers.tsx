import type { CompanyEntryAttemptListDataItem } from '@cabinet/api/model';
import {
  listCompanyPretestAttempts,
  useGetCompanyPretests,
  useListCompanyPretestAttempts,
} from '@cabinet/api/paid-pretests';
import { DataTable, type DataTableColumn } from '@cabinet/design-system/data-table';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { PageHeader } from '@cabinet/design-system/page-header';
import Link from '@mui/material/Link';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { schoolDateTime } from '../../../features/placement-tests/dates';
import { ExportButton } from '../../../features/table-files/ExportButton';
import { pagedRows } from '../../../features/table-files/table-rows';
import { ListPager, pageOf } from '../../../shared/ListPager';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { paths } from '../../../shared/paths';
import { useTakerExportColumns } from './export-columns';
import { employeeName, listHref, localName, pageCount } from './present';

const PER_PAGE = 20;
const manager = paths.corporateManager;
type Row = CompanyEntryAttemptListDataItem;

function useColumns(): DataTableColumn<Row>[] {
  const { t, i18n } = useTranslation('managerPretests');
  const tp = useTranslation('placementTests').t;
  return [
    { id: 'name', header: t('takers.column.name'), cell: (row) => employeeName(row.student, i18n.language) },
    { id: 'email', header: t('takers.column.email'), cell: (row) => row.student.email },
    {
      id: 'status',
      header: t('takers.column.status'),
      cell: (row) => tp(`attemptStatus.${row.attempt.status}`),
    },
    {
      id: 'date',
      header: t('takers.column.date'),
      cell: (row) => schoolDateTime(row.attempt.finished_at ?? row.attempt.started_at, i18n.language),
    },
    {
      id: 'level',
      header: t('takers.column.level'),
      cell: ({ student, attempt }) => {
        const level = attempt.overall_level ?? t('takers.noLevel');
        return (
          <Link
            href={manager.studentResult.to(student.id, attempt.id)}
            aria-label={t('table.openResult', { name: employeeName(student, i18n.language), level })}
          >
            {level}
          </Link>
        );
      },
    },
  ];
}

/** `/corporate-manager/pretests/students/:slug`: the employees who took an entry test, paged, with their level. */
export function EntryTakers({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('managerPretests');
  const [params] = useSearchParams();
  const page = pageOf(params);
  const overview = useGetCompanyPretests();
  const takers = useListCompanyPretestAttempts(
    slug,
    { page, per_page: PER_PAGE },
    { query: { placeholderData: keepPreviousData } },
  );
  const columns = useColumns();
  const fileColumns = useTakerExportColumns();
  const test = overview.data?.data.entry_tests.find((entry) => entry.slug === slug);
  const name = test ? localName(test, i18n.language) : slug;
  if (takers.isError)
    return <PageError error={takers.error} onRetry={() => void takers.refetch()} headingLevel={1} />;
  if (overview.isError)
    return <PageError error={overview.error} onRetry={() => void overview.refetch()} headingLevel={1} />;
  if (takers.isPending || overview.isPending) return <PageLoading />;
  return (
    <>
      <PageHeader
        title={t('takers.title', { name })}
        breadcrumbs={[{ label: t('overview.title'), href: manager.placementTests.to() }, { label: name }]}
        actions={
          <ExportButton
            fileName={`entry-test-${slug}`}
            table={t('takers.title', { name })}
            columns={fileColumns}
            rows={pagedRows((next, perPage) =>
              listCompanyPretestAttempts(slug, { page: next, per_page: perPage }, { silent: true }),
            )}
          />
        }
      />
      <DataTable
        aria-label={t('takers.caption')}
        columns={columns}
        rows={takers.data.data}
        getRowId={(row) => row.attempt.id}
        loading={takers.isPlaceholderData}
        empty={<EmptyState title={t('takers.emptyTitle')} text={t('takers.emptyText')} headingLevel="h2" />}
      />
      <ListPager
        page={takers.data.meta.page}
        pages={pageCount(takers.data.meta)}
        href={(next) => listHref(manager.placementTestStudents.to(slug), { page: next })}
      />
    </>
  );
}
