import { clock, schoolToday } from '@cabinet/api/time';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { saveFile } from '../../shared/save-file';
import { showToast } from '../../shared/toast-queue';
import { type RowsProgress, TooManyRowsError } from './fetch-all-rows';
import type { TableColumn } from './table-columns';

export type TableFileFormat = 'csv' | 'xlsx';
const FORMATS: readonly TableFileFormat[] = ['csv', 'xlsx'];

export type ExportButtonProps<Row> = {
  /** The file's name before the date, in Latin letters: `statistics` gives `statistics-2026-11-24.csv`. */
  fileName: string;
  /** The table's name in the interface language: the sheet's name and part of the button's name. */
  table: string;
  columns: readonly TableColumn<Row>[];
  /** Every row of the table with the filters on screen, from the school (see `pagedRows`). */
  rows: (onProgress: RowsProgress) => Promise<readonly Row[]>;
  /** Hands the file to the browser; tests replace it. */
  save?: (file: Blob, fileName: string) => void;
};

/** The file of a table in a format; the writers (papaparse, exceljs) load with the first file, never with a page. */
async function writeFile<Row>(
  format: TableFileFormat,
  table: string,
  columns: readonly TableColumn<Row>[],
  rows: readonly Row[],
): Promise<Blob> {
  if (format === 'csv') return (await import('./write-csv')).csvFile(columns, rows);
  return (await import('./write-xlsx')).xlsxFile(table, columns, rows);
}

type Progress = { fetched: number; pages: number } | null;

/**
 * "Download" with a menu of two formats, CSV and Excel: fetches every row of the table with the
 * filters on screen, page after page, writes the file and saves it as `<fileName>-<school's date>`.
 * While it works the button says how far it is; a failure is told once (a toast) and "Try again"
 * repeats the same download.
 */
export function ExportButton<Row>({
  fileName,
  table,
  columns,
  rows,
  save = saveFile,
}: ExportButtonProps<Row>) {
  const { t } = useTranslation('exports');
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuOpen = anchor !== null;
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<Progress>(null);
  const [failed, setFailed] = useState<TableFileFormat | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const run = async (format: TableFileFormat) => {
    setAnchor(null);
    setBusy(true);
    setFailed(null);
    setDone(null);
    setProgress(null);
    try {
      const all = await rows((fetched, pages) => setProgress({ fetched, pages }));
      const name = `${fileName}-${schoolToday(clock.now())}.${format}`;
      save(await writeFile(format, table, columns, all), name);
      setDone(t('done', { name }));
    } catch (error) {
      const reason =
        error instanceof TooManyRowsError
          ? t('tooMany', { rows: error.rows, limit: error.limit })
          : errorMessage(error);
      showToast(t('failed', { table, reason }), 'error');
      setFailed(format);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const working = progress && progress.pages > 1 ? t('progress', progress) : t('preparing');
  return (
    <Box sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Button
        id={buttonId}
        variant="outlined"
        aria-label={t('downloadNamed', { table })}
        aria-haspopup="menu"
        aria-controls={menuOpen ? menuId : undefined}
        aria-expanded={menuOpen ? 'true' : undefined}
        aria-busy={busy || undefined}
        disabled={busy}
        startIcon={
          busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DownloadIcon aria-hidden />
        }
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minHeight: 40 }}
      >
        {t('download')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={menuOpen}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('formatsLabel', { table }) } }}
      >
        {FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => void run(format)}>
            {t(`formats.${format}`)}
          </MenuItem>
        ))}
      </Menu>
      {failed && !busy ? (
        <Button size="small" onClick={() => void run(failed)} aria-label={t('retryNamed', { table })}>
          {t('retry')}
        </Button>
      ) : null}
      {/* Polite, and not a status region: a page's own status message stays its one. */}
      <Box
        component="span"
        aria-live="polite"
        sx={{ typography: 'body2', color: 'text.secondary', minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {busy ? working : (done ?? '')}
      </Box>
    </Box>
  );
}
