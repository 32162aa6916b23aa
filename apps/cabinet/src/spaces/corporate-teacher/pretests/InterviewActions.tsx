import type { PaidPretest } from '@cabinet/api/model';
import { useSetPaidPretestSpeaking } from '@cabinet/api/paid-pretests';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/error-message';
import { useRefreshCheck } from './use-refresh-check';

/** Records the interview: held at once; missed only after a confirmation, as it ends the speaking for good. */
export function InterviewActions({ test }: { test: PaidPretest }) {
  const { t } = useTranslation('teacherPretests');
  const refresh = useRefreshCheck(test.id);
  const record = useSetPaidPretestSpeaking({ request: { silent: true } });
  const [asking, setAsking] = useState(false);
  const [chosen, setChosen] = useState<'held' | 'missed' | null>(null);

  const mark = async (status: 'held' | 'missed') => {
    setChosen(status);
    const answer = await record.mutateAsync({ attemptId: test.id, data: { status } }).catch(() => null);
    if (!answer) return;
    setAsking(false);
    await refresh(() => answer.data);
  };

  const failure = record.isError ? errorMessage(record.error) : undefined;
  return (
    <Stack spacing={1.5}>
      <Typography>{t('speaking.waiting')}</Typography>
      {failure && chosen === 'held' && <Alert severity="error">{failure}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Button variant="contained" onClick={() => void mark('held')} disabled={record.isPending}>
          {t('speaking.markHeld')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() => {
            record.reset();
            setAsking(true);
          }}
          disabled={record.isPending}
        >
          {t('speaking.markMissed')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t('speaking.confirm.title')}
        text={t('speaking.confirm.text')}
        confirmLabel={t('speaking.confirm.yes')}
        cancelLabel={t('speaking.confirm.no')}
        tone="danger"
        busy={record.isPending}
        error={chosen === 'missed' ? failure : undefined}
        onConfirm={() => void mark('missed')}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
