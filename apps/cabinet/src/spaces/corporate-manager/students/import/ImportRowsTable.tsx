import type { CompanyEmployeeImportRow, CompanyEmployeeImportRowResult } from '@cabinet/api/model';
import { DataTable, type DataTableColumn } from '@cabinet/design-system/data-table';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const PER_PAGE = 10;

/** A row of the file with what the school said of it. */
export type CheckedImportRow = { sent: CompanyEmployeeImportRow; result: CompanyEmployeeImportRowResult };

type Filter = 'errors' | 'all';

function useColumns(report: boolean): DataTableColumn<CheckedImportRow>[] {
  const { t } = useTranslation('companyStudents');
  return [
    { id: 'row', header: t('import.column.row'), cell: ({ result }) => result.row, align: 'right' },
    { id: 'name', header: t('import.column.name'), cell: ({ sent }) => sent.name || t('import.blank') },
    { id: 'email', header: t('import.column.email'), cell: ({ sent }) => sent.email || t('import.blank') },
    {
      id: 'check',
      header: t('import.column.check'),
      cell: ({ result }) =>
        result.status === 'ok' ? (
          <Box component="span" sx={{ color: 'success.main' }}>
            {t(report ? 'import.created' : 'import.ok')}
          </Box>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }}>
            {result.errors.map((error) => (
              <li key={`${error.field}-${error.code}`}>
                {t('import.errorAt', {
                  field: t(`import.field.${error.field}`),
                  message: t(`import.error.${error.code}`),
                })}
              </li>
            ))}
          </Box>
        ),
    },
  ];
}

/**
 * The rows of an import, with each row's errors in words: the rows with errors first shown when
 * there are any, all rows a click away, ten a page.
 */
export function ImportRowsTable({ rows, report = false }: { rows: CheckedImportRow[]; report?: boolean }) {
  const { t } = useTranslation('companyStudents');
  const bad = rows.filter((row) => row.result.status === 'error');
  const [filter, setFilter] = useState<Filter>(bad.length > 0 ? 'errors' : 'all');
  const [page, setPage] = useState(1);
  const shown = filter === 'errors' ? bad : rows;
  const columns = useColumns(report);
  const choose = (next: Filter) => {
    setFilter(next);
    setPage(1);
  };
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', mb: 1 }}
        role="group"
        aria-label={t('import.show')}
      >
        {(['errors', 'all'] as const).map((option) => (
          <Button
            key={option}
            variant={filter === option ? 'contained' : 'text'}
            aria-pressed={filter === option}
            onClick={() => choose(option)}
            sx={{ minHeight: 40 }}
          >
            {t(`import.filter.${option}`, { count: option === 'errors' ? bad.length : rows.length })}
          </Button>
        ))}
      </Stack>
      <DataTable
        caption={t(filter === 'errors' ? 'import.captionErrors' : 'import.captionAll')}
        columns={columns}
        rows={shown.slice((page - 1) * PER_PAGE, page * PER_PAGE)}
        getRowId={(row) => row.result.row}
        empty={t('import.noErrors')}
        pagination={
          shown.length > PER_PAGE
            ? { page, perPage: PER_PAGE, total: shown.length, onPageChange: setPage }
            : undefined
        }
      />
    </>
  );
}
