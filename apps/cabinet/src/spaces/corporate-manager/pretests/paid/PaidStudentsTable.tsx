import type { CompanyPaidPretestRow } from '@cabinet/api/model';
import { listCompanyPaidPretests, useListCompanyPaidPretests } from '@cabinet/api/paid-pretests';
import { DataTable } from '@cabinet/design-system/data-table';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { PageHeader } from '@cabinet/design-system/page-header';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ExportButton } from '../../../../features/table-files/ExportButton';
import { pagedRows } from '../../../../features/table-files/table-rows';
import { ListPager, pageOf } from '../../../../shared/ListPager';
import { PageError } from '../../../../shared/PageError';
import { PageLoading } from '../../../../shared/PageLoading';
import { paths } from '../../../../shared/paths';
import { usePaidExportColumns } from '../export-columns';
import { listHref, pageCount } from '../present';
import { AssignPanel } from './AssignPanel';
import { usePaidColumns } from './paid-columns';
import { SearchForm } from '../../../../shared/SearchForm';

const PER_PAGE = 20;
/** The most employees one assignment may name. */
const MAX_CHOSEN = 100;
const manager = paths.corporateManager;

/**
 * `/corporate-manager/pretests/paid/students`: every employee with their label and latest result,
 * searched and paged in the address; the manager chooses employees (across pages and searches)
 * and assigns them the test from the prepaid checks.
 */
export function PaidStudentsTable() {
  const { t } = useTranslation('managerPretests');
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const page = pageOf(params);
  const table = useListCompanyPaidPretests(
    { ...(search ? { search } : {}), page, per_page: PER_PAGE },
    { query: { placeholderData: keepPreviousData } },
  );
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (row: CompanyPaidPretestRow) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(row.student.id)) next.delete(row.student.id);
      else if (next.size < MAX_CHOSEN) next.add(row.student.id);
      return next;
    });
  const columns = usePaidColumns({ has: (id) => chosen.has(id), toggle });
  const path = manager.paidPlacementTestStudents.to();
  const fileColumns = usePaidExportColumns();
  const exportButton = (
    <ExportButton
      fileName="corporate-test-employees"
      table={t('table.title')}
      columns={fileColumns}
      rows={pagedRows((next, perPage) =>
        listCompanyPaidPretests(
          { ...(search ? { search } : {}), page: next, per_page: perPage },
          { silent: true },
        ),
      )}
    />
  );

  return (
    <>
      <PageHeader
        title={t('table.title')}
        breadcrumbs={[
          { label: t('overview.title'), href: manager.placementTests.to() },
          { label: t('table.title') },
        ]}
        actions={exportButton}
      />
      <SearchForm
        key={search}
        search={search}
        texts="managerPretests"
        onSearch={(next) => setParams(next ? { search: next } : {})}
      />
      {table.isPending ? (
        <PageLoading />
      ) : table.isError ? (
        <PageError error={table.error} onRetry={() => void table.refetch()} />
      ) : (
        <>
          <AssignPanel
            chosen={[...chosen]}
            left={table.data.balance.left}
            onAssigned={() => setChosen(new Set())}
            onClear={() => setChosen(new Set())}
          />
          <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
            {t('table.rule')}
          </Typography>
          <Typography role="status" variant="body2" sx={{ mb: 2 }}>
            {search
              ? t('table.found', { count: table.data.meta.total, search })
              : t('table.total', { count: table.data.meta.total })}
          </Typography>
          <DataTable
            caption={t('table.caption')}
            columns={columns}
            rows={table.data.data}
            getRowId={(row) => row.student.id}
            loading={table.isPlaceholderData}
            empty={
              search ? (
                <EmptyState
                  kind="noSearchResults"
                  text={t('table.noResultsText', { search })}
                  headingLevel="h2"
                />
              ) : (
                <EmptyState title={t('table.emptyTitle')} text={t('table.emptyText')} headingLevel="h2" />
              )
            }
          />
          <ListPager
            page={table.data.meta.page}
            pages={pageCount(table.data.meta)}
            href={(next) => listHref(path, { search, page: next })}
          />
        </>
      )}
    </>
  );
}
