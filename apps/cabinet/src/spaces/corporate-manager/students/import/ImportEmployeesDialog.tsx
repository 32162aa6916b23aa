import { getListCompanyEmployeesQueryKey, useImportCompanyEmployees } from '@cabinet/api/company';
import type { CompanyEmployeeImport, CompanyEmployeeImportRow } from '@cabinet/api/model';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableFileError, readTableFile } from '../../../../features/table-files/read-table-file';
import { errorMessage } from '../../../../shared/error-message';
import { IMPORT_COLUMNS, IMPORT_ROWS_MAX, importRowOf } from './import-columns';
import { ImportFilePicker } from './ImportFilePicker';
import { type CheckedImportRow, ImportRowsTable } from './ImportRowsTable';

type Step =
  | { kind: 'choose' }
  | { kind: 'preview'; file: string; sent: CompanyEmployeeImportRow[]; answer: CompanyEmployeeImport }
  | { kind: 'report'; sent: CompanyEmployeeImportRow[]; answer: CompanyEmployeeImport };

const checkedRows = (sent: CompanyEmployeeImportRow[], answer: CompanyEmployeeImport): CheckedImportRow[] =>
  answer.rows.map((result) => ({ sent: sent[result.row - 1]!, result }));

/**
 * Imports employees from a CSV or Excel file: the file is read here, the school checks every row
 * and creates nothing (the preview, with each row's errors); the manager then adds the rows that
 * passed, and reads the report. A failed call keeps the preview to try again.
 */
export function ImportEmployeesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('companyStudents');
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const queryClient = useQueryClient();
  const call = useImportCompanyEmployees({ request: { silent: true } });
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const close = () => {
    setStep({ kind: 'choose' });
    setProblem(null);
    call.reset();
    onClose();
  };

  const fileProblem = (error: unknown) =>
    error instanceof TableFileError
      ? t(`import.file.${error.problem}`, {
          max: IMPORT_ROWS_MAX,
          columns: error.missing.map((key) => t(`import.field.${key}`)).join(', '),
        })
      : errorMessage(error);

  const choose = async (file: File) => {
    setProblem(null);
    setReading(true);
    try {
      const { rows } = await readTableFile(file, IMPORT_COLUMNS, IMPORT_ROWS_MAX);
      const sent = rows.map(importRowOf);
      const { data } = await call.mutateAsync({ data: { rows: sent, dry_run: true } });
      setStep({ kind: 'preview', file: file.name, sent, answer: data });
    } catch (error) {
      setProblem(fileProblem(error));
    } finally {
      setReading(false);
    }
  };

  const confirm = async (sent: CompanyEmployeeImportRow[]) => {
    setProblem(null);
    try {
      const { data } = await call.mutateAsync({ data: { rows: sent, dry_run: false } });
      setStep({ kind: 'report', sent, answer: data });
      await queryClient.invalidateQueries({ queryKey: getListCompanyEmployeesQueryKey() });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const busy = reading || call.isPending;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('import.title')}</DialogTitle>
      <DialogContent>
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        {step.kind === 'choose' && <ImportFilePicker busy={busy} onFile={(file) => void choose(file)} />}
        {step.kind === 'preview' && (
          <>
            <Typography role="status" sx={{ mb: 2 }}>
              {t('import.previewSummary', { file: step.file, count: step.answer.total })}{' '}
              {t('import.previewValid', { count: step.answer.valid })}{' '}
              {step.answer.invalid > 0 && t('import.previewInvalid', { count: step.answer.invalid })}
            </Typography>
            <ImportRowsTable rows={checkedRows(step.sent, step.answer)} />
          </>
        )}
        {step.kind === 'report' && (
          <>
            <Alert severity="success" sx={{ mb: 2 }} role="status">
              {t('import.reportCreated', { count: step.answer.created })}{' '}
              {step.answer.invalid > 0 && t('import.reportLeftOut', { count: step.answer.invalid })}
            </Alert>
            <ImportRowsTable rows={checkedRows(step.sent, step.answer)} report />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        {step.kind === 'preview' && (
          <>
            <Button onClick={() => setStep({ kind: 'choose' })} disabled={busy} sx={{ minHeight: 40 }}>
              {t('import.another')}
            </Button>
            <Button
              variant="contained"
              disabled={busy || step.answer.valid === 0}
              onClick={() => void confirm(step.sent)}
              sx={{ minHeight: 40 }}
            >
              {t('import.confirm', { count: step.answer.valid })}
            </Button>
          </>
        )}
        <Button onClick={close} disabled={call.isPending} sx={{ minHeight: 40 }}>
          {t(step.kind === 'report' ? 'import.close' : 'import.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
