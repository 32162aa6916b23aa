import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { visuallyHidden } from '../../internal/visually-hidden';
import { DataTableCards } from './DataTableCards';
import { DataTableGrid } from './DataTableGrid';
import { DataTablePagination, type DataTablePaginationProps } from './DataTablePagination';
import type { DataTableColumn, DataTableSort } from './types';

/** A table needs a name: a visible caption or, when the page's heading already names it, an aria-label. */
type DataTableName =
  { caption: string; 'aria-label'?: undefined } | { caption?: undefined; 'aria-label': string };

export type DataTableProps<Row> = DataTableName &
  DataTableSort & {
    columns: DataTableColumn<Row>[];
    rows: Row[];
    /** A stable key of a row, e.g. its id. */
    getRowId: (row: Row, index: number) => string | number;
    /** Paging of the rows; without it, every row given is shown and no pager. */
    pagination?: DataTablePaginationProps | undefined;
    /** What an empty table shows, e.g. an `EmptyState`; a short "Nothing here yet" by default. */
    empty?: ReactNode;
    /** Shows skeleton rows in place of the rows. */
    loading?: boolean | undefined;
    /** How many skeleton rows; 5 by default. */
    loadingRows?: number | undefined;
  };

/**
 * Rows of data with sortable columns and paging, controlled by the page. Below the `sm` breakpoint
 * each row becomes a card of "header: value" pairs.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  caption,
  'aria-label': ariaLabel,
  sortBy,
  direction,
  onSortChange,
  pagination,
  empty,
  loading = false,
  loadingRows = 5,
}: DataTableProps<Row>) {
  const { t } = useTranslation(DS_NAMESPACE);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const emptyContent = empty ?? (
    <Box sx={{ color: 'text.secondary', textAlign: 'center', py: 2 }}>{t('layout.dataTable.empty')}</Box>
  );
  const shared = {
    columns,
    rows,
    getRowId,
    caption,
    ariaLabel,
    loading,
    loadingRows,
    empty: emptyContent,
    sortBy,
    direction,
    onSortChange,
  };
  return (
    <Box sx={{ minWidth: 0 }}>
      {phone ? (
        <DataTableCards {...shared} />
      ) : (
        <Box
          sx={{
            overflowX: 'auto',
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            pt: caption ? 1.5 : 0,
          }}
        >
          {/* Always present, so screen readers announce when loading starts. */}
          <Box component="span" role="status" sx={visuallyHidden}>
            {loading ? t('layout.dataTable.loading') : ''}
          </Box>
          <DataTableGrid {...shared} />
        </Box>
      )}
      {pagination && !(pagination.total === 0 && !loading) && <DataTablePagination {...pagination} />}
    </Box>
  );
}
