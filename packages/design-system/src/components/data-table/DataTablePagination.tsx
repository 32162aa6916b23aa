import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { pageRange } from './table-logic';

export type DataTablePaginationProps = {
  /** The page shown, 1-based. */
  page: number;
  perPage: number;
  /** All rows on every page. */
  total: number;
  onPageChange: (page: number) => void;
  /** Lets the user choose the page size; without it, the size is fixed. */
  onPerPageChange?: ((perPage: number) => void) | undefined;
  perPageOptions?: number[] | undefined;
};

/** "Rows per page", "11–20 of 42" and the previous and next page buttons. */
export function DataTablePagination({
  page,
  perPage,
  total,
  onPageChange,
  onPerPageChange,
  perPageOptions = [10, 25, 50],
}: DataTablePaginationProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const id = useId();
  const range = pageRange(page, perPage, total);
  const options = perPageOptions.includes(perPage)
    ? perPageOptions
    : [...perPageOptions, perPage].sort((a, b) => a - b);
  return (
    <Box
      role="group"
      aria-label={t('layout.dataTable.pagination')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 3,
        rowGap: 1,
        px: { xs: 0, sm: 2 },
        py: 1,
        fontSize: 14,
      }}
    >
      {onPerPageChange && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <label htmlFor={`${id}-per-page`}>{t('layout.dataTable.rowsPerPage')}</label>
          <NativeSelect
            value={perPage}
            onChange={(event) => onPerPageChange(Number(event.target.value))}
            inputProps={{ id: `${id}-per-page` }}
            sx={{ fontSize: 14, minHeight: 32 }}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        </Box>
      )}
      <Box id={`${id}-range`} aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
        {t('layout.dataTable.range', { from: range.from, to: range.to, total })}
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <IconButton
          aria-label={t('layout.dataTable.previousPage')}
          aria-describedby={`${id}-range`}
          disabled={range.page <= 1}
          onClick={() => onPageChange(range.page - 1)}
        >
          <ChevronLeftIcon aria-hidden="true" />
        </IconButton>
        <IconButton
          aria-label={t('layout.dataTable.nextPage')}
          aria-describedby={`${id}-range`}
          disabled={range.page >= range.pageCount}
          onClick={() => onPageChange(range.page + 1)}
        >
          <ChevronRightIcon aria-hidden="true" />
        </IconButton>
      </Box>
    </Box>
  );
}
