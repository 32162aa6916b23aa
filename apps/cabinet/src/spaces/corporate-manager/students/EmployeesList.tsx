import { listCompanyEmployees, useListCompanyEmployees } from '@cabinet/api/company';
import type { CompanyEmployee } from '@cabinet/api/model';
import { DataTable, type DataTableColumn } from '@cabinet/design-system/data-table';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { PageHeader } from '@cabinet/design-system/page-header';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ExportButton } from '../../../features/table-files/ExportButton';
import { pagedRows } from '../../../features/table-files/table-rows';
import { useCurrentUser } from '../../../session/use-current-user';
import { ListPager } from '../../../shared/ListPager';
import { paths } from '../../../shared/paths';
import { SearchForm } from '../../../shared/SearchForm';
import { AddEmployeeDialog } from './AddEmployeeDialog';
import { EmployeesBulk } from './bulk/EmployeesBulk';
import { type Selection, useSelection } from './bulk/use-selection';
import { ImportEmployeesDialog } from './import/ImportEmployeesDialog';
import { EmployeeStatusAction } from './EmployeeStatusAction';
import { type EmployeeStatusFilter, PER_PAGE, employeesHref, employeesQuery } from './employees-query';
import { useEmployeeColumns } from './export-columns';
import { QueryContent } from '../../../shared/QueryContent';

const FILTERS: EmployeeStatusFilter[] = [undefined, 'active', 'inactive'];

/** The name (each row's header), the choice for a bulk action, the contacts, the status and the action. */
function useColumns(selection: Selection): DataTableColumn<CompanyEmployee>[] {
  const { t } = useTranslation('companyStudents');
  return [
    {
      id: 'name',
      header: t('list.column.name'),
      cell: (row) => (
        <Link href={paths.corporateManager.student.to(row.id, 'learning-activity')}>{row.name}</Link>
      ),
    },
    {
      id: 'select',
      header: t('list.column.select'),
      cell: (row) => (
        <Checkbox
          checked={selection.has(row.id)}
          onChange={() => selection.toggle(row)}
          slotProps={{ input: { 'aria-label': t('list.select', { name: row.name }) } }}
          sx={{ m: -1 }}
        />
      ),
    },
    { id: 'email', header: t('list.column.email'), cell: (row) => row.email },
    { id: 'phone', header: t('list.column.phone'), cell: (row) => row.phone ?? t('list.noPhone') },
    {
      id: 'status',
      header: t('list.column.status'),
      cell: (row) => <StatusBadge vocabulary="corporateStudent" value={row.active ? 'active' : 'inactive'} />,
    },
    {
      id: 'actions',
      header: t('list.column.actions'),
      cell: (row) => <EmployeeStatusAction employee={row} />,
    },
  ];
}

/** The status filter as links: everyone, the active, the inactive. */
function StatusFilter({ search, status }: { search: string; status: EmployeeStatusFilter }) {
  const { t } = useTranslation('companyStudents');
  return (
    <Stack
      component="nav"
      aria-label={t('list.filter.label')}
      direction="row"
      spacing={1}
      sx={{ mb: 2, flexWrap: 'wrap' }}
    >
      {FILTERS.map((filter) => (
        <Button
          key={filter ?? 'all'}
          href={employeesHref(search, filter)}
          variant={filter === status ? 'contained' : 'text'}
          aria-current={filter === status ? 'page' : undefined}
        >
          {t(`list.filter.${filter ?? 'all'}`)}
        </Button>
      ))}
    </Stack>
  );
}

/** The company's employees: search, filter and pages in the address; add, deactivate and restore. */
export function EmployeesList() {
  const { t } = useTranslation('companyStudents');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const { search, status, page } = employeesQuery(params);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const selection = useSelection();
  const columns = useColumns(selection);
  const fileColumns = useEmployeeColumns();
  const employees = useListCompanyEmployees({
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    page,
    per_page: PER_PAGE,
  });
  return (
    <>
      <PageHeader
        title={t('list.title')}
        actions={
          <>
            <ExportButton
              fileName="employees"
              table={t('list.title')}
              columns={fileColumns}
              rows={pagedRows((next, perPage) =>
                listCompanyEmployees(
                  {
                    ...(search ? { search } : {}),
                    ...(status ? { status } : {}),
                    page: next,
                    per_page: perPage,
                  },
                  { silent: true },
                ),
              )}
            />
            <Button variant="outlined" onClick={() => setImporting(true)} sx={{ minHeight: 40 }}>
              {t('list.import')}
            </Button>
            <Button variant="contained" onClick={() => setAdding(true)} sx={{ minHeight: 40 }}>
              {t('list.add')}
            </Button>
          </>
        }
      />
      <Typography sx={{ mb: 2, color: 'text.secondary', maxWidth: '70ch' }}>{t('list.lead')}</Typography>
      <SearchForm
        key={search}
        search={search}
        texts="companyStudents"
        onSearch={(next) => void navigate(employeesHref(next, status))}
      />
      <StatusFilter search={search} status={status} />
      <EmployeesBulk selection={selection} page={employees.data?.data ?? []} />
      <QueryContent
        query={employees}
        empty={
          search ? (
            <EmptyState kind="noSearchResults" headingLevel="h2" text={t('list.noResultsText', { search })} />
          ) : (
            <EmptyState kind="noStudents" headingLevel="h2" text={t('list.emptyText')} />
          )
        }
      >
        {({ data, meta }) => (
          <>
            <Typography role="status" variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
              {search
                ? t('list.found', { count: meta.total, search })
                : t('list.total', { count: meta.total })}
            </Typography>
            <DataTable
              caption={t('list.caption', { company: user?.company_name ?? '' })}
              columns={columns}
              rows={data}
              getRowId={(row) => row.id}
            />
            <ListPager meta={meta} href={(next) => employeesHref(search, status, next)} />
          </>
        )}
      </QueryContent>
      <AddEmployeeDialog open={adding} onClose={() => setAdding(false)} />
      <ImportEmployeesDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
