import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { ListSkeleton } from '../list-skeleton/ListSkeleton';
import { visuallyHidden } from '../../internal/visually-hidden';
import { nextSort } from './table-logic';
import { type DataTableColumn, type DataTableSort, sortKeyOf } from './types';

type DataTableCardsProps<Row> = DataTableSort & {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row, index: number) => string | number;
  caption?: string | undefined;
  ariaLabel?: string | undefined;
  loading: boolean;
  loadingRows: number;
  empty: ReactNode;
};

/** The rows as cards of "header: value" pairs, on phones; sorting moves to a row of buttons. */
export function DataTableCards<Row>({
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
}: DataTableCardsProps<Row>) {
  const { t } = useTranslation(DS_NAMESPACE);
  const captionId = useId();
  const sortable = onSortChange ? columns.filter((column) => column.sortable) : [];
  return (
    <Box>
      {caption && (
        <Box id={captionId} sx={{ fontWeight: 500, mb: 1.5, overflowWrap: 'anywhere' }}>
          {caption}
        </Box>
      )}
      {sortable.length > 0 && onSortChange && (
        <Box
          role="group"
          aria-label={t('layout.dataTable.sortBy')}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}
        >
          <Box component="span" aria-hidden="true" sx={{ fontSize: 14, color: 'text.secondary' }}>
            {t('layout.dataTable.sortBy')}
          </Box>
          {sortable.map((column) => {
            const key = sortKeyOf(column);
            const active = sortBy === key;
            const Arrow = direction === 'desc' ? ArrowDownwardIcon : ArrowUpwardIcon;
            return (
              <Button
                key={column.id}
                size="small"
                variant={active ? 'contained' : 'outlined'}
                endIcon={active ? <Arrow aria-hidden="true" /> : undefined}
                onClick={() => {
                  const next = nextSort(key, { sortBy, direction });
                  onSortChange(next.sortBy, next.direction);
                }}
              >
                {column.header}
                {active && (
                  <Box component="span" sx={visuallyHidden}>
                    {`, ${t(direction === 'desc' ? 'layout.dataTable.sortedDescending' : 'layout.dataTable.sortedAscending')}`}
                  </Box>
                )}
              </Button>
            );
          })}
        </Box>
      )}
      {loading ? (
        <ListSkeleton rows={loadingRows} label={t('layout.dataTable.loading')} />
      ) : rows.length === 0 ? (
        empty
      ) : (
        <Box
          component="ul"
          aria-labelledby={caption ? captionId : undefined}
          aria-label={caption ? undefined : ariaLabel}
          sx={{ display: 'grid', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
        >
          {rows.map((row, index) => (
            <Box
              component="li"
              key={getRowId(row, index)}
              sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
            >
              <Box component="dl" sx={{ display: 'grid', gap: 0.75, m: 0 }}>
                {columns.map((column, columnIndex) => (
                  <Box
                    key={column.id}
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
                      gap: 1.5,
                      alignItems: 'baseline',
                    }}
                  >
                    <Box
                      component="dt"
                      sx={{ fontSize: 13, color: 'text.secondary', overflowWrap: 'anywhere' }}
                    >
                      {column.header}
                    </Box>
                    <Box
                      component="dd"
                      sx={{
                        m: 0,
                        fontSize: 14,
                        fontWeight: columnIndex === 0 ? 500 : 400,
                        overflowWrap: 'anywhere',
                      }}
                    >
                      {column.cell(row)}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
