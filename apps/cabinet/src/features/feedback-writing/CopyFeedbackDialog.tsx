import { useCopyFeedback, useListModuleFeedback } from '@cabinet/api/feedback';
import type { FeedbackCopyResult, ModuleFeedback } from '@cabinet/api/model';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import { errorMessage } from '../../shared/error-message';
import { copyTargets } from './feedback-writing-rules';
import { useInvalidateFeedback } from './invalidate-feedback';
import { nameIn } from '../../shared/in-language';

/** The students of a module fit one page of the list (a group has at most a few dozen). */
const PER_PAGE = 100;

/**
 * Copies a feedback's saved text to other students of the group: their text is
 * replaced, except feedback sent or under review, which the dialog shows and the server skips.
 * The server's answer (copied and skipped students) is shown before closing.
 */
export function CopyFeedbackDialog({ source, onClose }: { source: ModuleFeedback; onClose: () => void }) {
  const { t, i18n } = useTranslation('teacherFeedback');
  const titleId = useId();
  const list = useListModuleFeedback(source.course.id, { module_id: source.module.id, per_page: PER_PAGE });
  const copy = useCopyFeedback();
  const invalidate = useInvalidateFeedback();
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<FeedbackCopyResult | null>(null);
  const targets = list.data ? copyTargets(source, list.data.data) : [];
  const nameById = new Map(
    targets.map((target) => [target.studentId, nameIn(target.student, i18n.language)]),
  );

  const onCopy = async () => {
    setError(null);
    if (chosen.length === 0) {
      setError(t('copy.chooseStudents'));
      return;
    }
    try {
      const answer = await copy.mutateAsync({ feedbackId: source.id, data: { student_ids: chosen } });
      setResult(answer.data);
      await invalidate(source);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const toggle = (studentId: number, on: boolean) =>
    setChosen((current) => (on ? [...current, studentId] : current.filter((id) => id !== studentId)));

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('copy.title')}</DialogTitle>
      <DialogContent>
        {list.isPending ? (
          <PageLoading />
        ) : list.isError ? (
          <PageError error={list.error} onRetry={() => void list.refetch()} />
        ) : result ? (
          <Box role="status">
            <Typography sx={{ mb: 1 }}>
              {result.copied.length > 0
                ? t('copy.copied', {
                    names: result.copied.map((id) => nameById.get(id) ?? `#${id}`).join(', '),
                  })
                : t('copy.noneCopied')}
            </Typography>
            {result.skipped.length > 0 ? (
              <Typography>
                {t('copy.skipped', {
                  names: result.skipped
                    .map((row) => nameById.get(row.student_id) ?? `#${row.student_id}`)
                    .join(', '),
                })}
              </Typography>
            ) : null}
          </Box>
        ) : targets.length === 0 ? (
          <Typography>{t('copy.noStudents')}</Typography>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>{t('copy.explain')}</Typography>
            <FormControl component="fieldset" error={Boolean(error)} sx={{ width: '100%' }}>
              <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 500 }}>
                {t('copy.students')}
              </FormLabel>
              <FormGroup>
                {targets.map((target) => (
                  <Box
                    key={target.studentId}
                    sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, py: 0.5 }}
                  >
                    <FormControlLabel
                      sx={{ mr: 0 }}
                      control={
                        <Checkbox
                          checked={chosen.includes(target.studentId)}
                          disabled={!target.replaced}
                          onChange={(event) => toggle(target.studentId, event.target.checked)}
                        />
                      }
                      label={nameIn(target.student, i18n.language)}
                    />
                    <StatusBadge vocabulary="studentFeedback" value={target.status} />
                    {!target.replaced ? (
                      <Typography variant="body2" sx={{ color: 'text.secondary', width: '100%', pl: 4 }}>
                        {t('copy.locked')}
                      </Typography>
                    ) : null}
                  </Box>
                ))}
              </FormGroup>
              {error ? <FormHelperText role="alert">{error}</FormHelperText> : null}
            </FormControl>
          </>
        )}
        {result && error ? <Alert severity="error">{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        {result ? (
          <Button variant="contained" onClick={onClose}>
            {t('copy.done')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{t('copy.cancel')}</Button>
            <Button
              variant="contained"
              onClick={() => void onCopy()}
              disabled={copy.isPending || list.isPending || targets.length === 0}
            >
              {t('copy.confirm')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
