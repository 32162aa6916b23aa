import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { nextSort } from './table-logic';
import { type DataTableColumn, type DataTableSort, sortKeyOf } from './types';

type DataTableGridProps<Row> = DataTableSort & {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row, index: number) => string | number;
  caption?: string | undefined;
  ariaLabel?: string | undefined;
  loading: boolean;
  loadingRows: number;
  empty: ReactNode;
};

/** The table itself, on screens from the `sm` breakpoint up. */
export function DataTableGrid<Row>({
  columns,
  rows,
  getRowId,
  caption,
  ariaLabel,
  loading,
  loadingRows,
  empty,
  sortBy,
  direction = 'asc',
  onSortChange,
}: DataTableGridProps<Row>) {
  return (
    <Table
      aria-label={caption ? undefined : ariaLabel}
      aria-busy={loading || undefined}
      sx={{
        '& caption': { captionSide: 'top', px: 2, pt: 0, pb: 1.5, color: 'text.primary', fontWeight: 500 },
      }}
    >
      {caption && <caption>{caption}</caption>}
      <TableHead>
        <TableRow>
          {columns.map((column) => {
            const key = sortKeyOf(column);
            const active = sortBy === key;
            const sortable = column.sortable && onSortChange;
            return (
              <TableCell
                key={column.id}
                align={column.align}
                aria-sort={
                  active && sortable ? (direction === 'asc' ? 'ascending' : 'descending') : undefined
                }
                sx={{ fontWeight: 700, color: 'text.primary' }}
              >
                {sortable ? (
                  <TableSortLabel
                    component="button"
                    type="button"
                    active={active}
                    direction={active ? direction : 'asc'}
                    onClick={() => {
                      const next = nextSort(key, { sortBy, direction });
                      onSortChange(next.sortBy, next.direction);
                    }}
                    sx={{
                      font: 'inherit',
                      color: 'inherit',
                      minHeight: 24,
                      border: 0,
                      bgcolor: 'transparent',
                      p: 0,
                    }}
                  >
                    {column.header}
                  </TableSortLabel>
                ) : (
                  column.header
                )}
              </TableCell>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody>
        {loading &&
          Array.from({ length: loadingRows }, (_, index) => (
            <TableRow key={`loading-${index}`} aria-hidden="true">
              {columns.map((column) => (
                <TableCell key={column.id}>
                  <Skeleton variant="text" />
                </TableCell>
              ))}
            </TableRow>
          ))}
        {!loading && rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={columns.length} sx={{ borderBottom: 0, py: 3 }}>
              {empty}
            </TableCell>
          </TableRow>
        )}
        {!loading &&
          rows.map((row, index) => (
            <TableRow key={getRowId(row, index)} hover>
              {columns.map((column, columnIndex) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  component={columnIndex === 0 ? 'th' : 'td'}
                  scope={columnIndex === 0 ? 'row' : undefined}
                  sx={columnIndex === 0 ? { fontWeight: 500 } : undefined}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}
