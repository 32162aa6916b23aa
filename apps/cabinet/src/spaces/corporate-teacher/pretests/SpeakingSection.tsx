import type { PaidPretest } from '@cabinet/api/model';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackBlock } from './FeedbackBlock';
import { InterviewActions } from './InterviewActions';
import { useFocusAfterWaiting } from '../../../shared/use-focus-after-waiting';

/**
 * The speaking: the interview of up to 15 minutes, recorded as held or missed once the written
 * parts are in; once held, its feedback, begun as base or detailed.
 */
export function SpeakingSection({ test }: { test: PaidPretest }) {
  const { t } = useTranslation('teacherPretests');
  const titleId = useId();
  const { status, minutes } = test.speaking;
  const recorded = useFocusAfterWaiting<HTMLDivElement>(status);
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('speaking.title')}
        </Typography>
        <Typography sx={{ mb: 1.5 }}>{t('speaking.about', { count: minutes })}</Typography>
        {!test.written_at ? (
          <Alert severity="info">{t('test.notWritten')}</Alert>
        ) : status === 'waiting' ? (
          <InterviewActions test={test} />
        ) : (
          <Alert ref={recorded} tabIndex={-1} severity={status === 'held' ? 'success' : 'warning'}>
            {t(`speaking.${status}`)}
          </Alert>
        )}
      </Paper>
      {status === 'held' && <FeedbackBlock test={test} part="speaking" />}
    </Stack>
  );
}
