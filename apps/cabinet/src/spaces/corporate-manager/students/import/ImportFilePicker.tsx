import { visuallyHidden } from '@cabinet/design-system/list-skeleton';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_FILE_ACCEPT } from '../../../../features/table-files/read-table-file';
import { saveFile } from '../../../../shared/save-file';
import { IMPORT_COLUMNS, IMPORT_ROWS_MAX, type ImportKey, templateCsv } from './import-columns';

/** What the file holds, a template to fill in, and the file input. */
export function ImportFilePicker({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  const { t } = useTranslation('companyStudents');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const headers = Object.fromEntries(
    IMPORT_COLUMNS.map((column) => [column.key, t(`import.template.${column.key}`)]),
  ) as Record<ImportKey, string>;
  return (
    <Stack spacing={2}>
      <Typography id={hintId}>{t('import.lead', { max: IMPORT_ROWS_MAX })}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {IMPORT_COLUMNS.map((column) => (
          <li key={column.key}>
            {t(`import.columnHint.${column.key}`, { names: column.names.slice(0, 3).join(', ') })}
          </li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: 'flex-start' }}>
        <Button
          variant="contained"
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          sx={{ minHeight: 40 }}
        >
          {busy ? t('import.reading') : t('import.choose')}
        </Button>
        <Button
          variant="text"
          onClick={() => void templateCsv(headers).then((file) => saveFile(file, t('import.templateFile')))}
          sx={{ minHeight: 40 }}
        >
          {t('import.templateDownload')}
        </Button>
      </Stack>
      <Box
        component="input"
        ref={input}
        type="file"
        tabIndex={-1}
        accept={TABLE_FILE_ACCEPT}
        aria-label={t('import.fileLabel')}
        disabled={busy}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
        sx={visuallyHidden}
      />
    </Stack>
  );
}
