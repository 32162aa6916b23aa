import type { CompanyEmployee, CompanyEmployeeBulk } from '@cabinet/api/model';
import { DialogFrame } from '@cabinet/design-system/confirm-dialog';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type BulkPreviewDialogProps = {
  preview: CompanyEmployeeBulk | null;
  /** The chosen employees, to name the skipped ones. */
  chosen: ReadonlyMap<number, CompanyEmployee>;
  busy: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * What a bulk action would do, before it is done: who it changes, who it skips and why, the
 * prepaid checks it needs against those left, and the courses whose students change.
 */
export function BulkPreviewDialog({
  preview,
  chosen,
  busy,
  error,
  onConfirm,
  onClose,
}: BulkPreviewDialogProps) {
  const { t } = useTranslation('companyStudents');
  const titleId = useId();
  const descriptionId = useId();
  if (!preview) return null;
  const { action } = preview;
  const short = preview.checks_needed > preview.checks_left;
  const nameOf = (id: number) => chosen.get(id)?.name ?? `#${id}`;
  return (
    <DialogFrame open onClose={onClose} titleId={titleId} descriptionId={descriptionId}>
      <DialogTitle id={titleId}>{t(`bulk.title.${action}`)}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Typography id={descriptionId} sx={{ mb: 2 }}>
          {t(`bulk.affected.${action}`, { count: preview.affected })}
        </Typography>
        {action === 'assign_placement_test' && (
          <Alert severity={short ? 'warning' : 'info'} sx={{ mb: 2 }}>
            {t('bulk.checks', { needed: preview.checks_needed, left: preview.checks_left })}
            {short && ` ${t('bulk.checksShort')}`}
          </Alert>
        )}
        {preview.courses_affected.length > 0 && (
          <>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('bulk.courses')}
            </Typography>
            <Box component="ul" sx={{ mt: 0.5, mb: 2, pl: 3 }}>
              {preview.courses_affected.map((course) => (
                <li key={course.course_id}>
                  {t('bulk.course', {
                    name: course.name,
                    kind: t(`detail.course.kind.${course.kind}`),
                    count: course.employees,
                  })}
                </li>
              ))}
            </Box>
          </>
        )}
        {preview.skipped.length > 0 && (
          <>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('bulk.skipped', { count: preview.skipped.length })}
            </Typography>
            <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
              {preview.skipped.map((skip) => (
                <li key={skip.employee_id}>
                  {t('bulk.skip', {
                    name: nameOf(skip.employee_id),
                    reason: t(`bulk.reason.${skip.reason}`),
                  })}
                </li>
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} sx={{ minHeight: 40 }}>
          {t('bulk.cancel')}
        </Button>
        <Button
          variant="contained"
          color={action === 'deactivate' ? 'error' : 'primary'}
          disabled={busy || preview.affected === 0 || short}
          onClick={onConfirm}
          sx={{ minHeight: 40 }}
        >
          {t(`bulk.confirm.${action}`, { count: preview.affected })}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
