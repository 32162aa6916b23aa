import { schoolAndViewerMoment } from '../../shared/school-time';
import { useStartTest } from '@cabinet/api/assignments';
import type { Assignment } from '@cabinet/api/model';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { StageHeading } from './StageHeading';
import { useAfterWorkChange } from './use-test-work';

type StartTestProps = {
  assignment: Assignment;
  ids: { assignmentId: number; studentId: number; courseId: number };
  focus: boolean;
};

/**
 * The student starts an on-platform test. With a deadline it cannot be paused (started and not
 * finished by then, it is incomplete), so a confirmation comes first; without one it starts at once.
 */
export function StartTest({ assignment, ids, focus }: StartTestProps) {
  const { t, i18n } = useTranslation('tests');
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const start = useStartTest({ request: { silent: true } });
  const afterChange = useAfterWorkChange();
  const deadline = assignment.deadline
    ? schoolAndViewerMoment(assignment.deadline, i18n.language === 'en' ? 'en' : 'uk').school
    : null;
  const rule = deadline ? t('start.noPause', { deadline }) : t('start.anyTime');

  const begin = () =>
    start.mutate(
      { assignmentId: ids.assignmentId, studentId: ids.studentId },
      {
        onSuccess: async (answer) => {
          setConfirming(false);
          await afterChange(answer, ids);
        },
      },
    );

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <StageHeading id={headingId} focus={focus}>
        {t('start.heading')}
      </StageHeading>
      <Typography>{rule}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('start.kept')}
      </Typography>
      <Box>
        <Button
          variant="contained"
          onClick={() => (deadline ? setConfirming(true) : begin())}
          loading={start.isPending && !confirming}
          disabled={start.isPending}
        >
          {t('start.button')}
        </Button>
      </Box>
      {start.isError && !confirming ? <Alert severity="error">{errorMessage(start.error)}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        title={t('start.confirmTitle')}
        text={rule}
        confirmLabel={t('start.confirm')}
        cancelLabel={t('start.notNow')}
        busy={start.isPending}
        error={start.isError ? errorMessage(start.error) : undefined}
        onConfirm={begin}
        onClose={() => {
          setConfirming(false);
          start.reset();
        }}
      />
    </Box>
  );
}
