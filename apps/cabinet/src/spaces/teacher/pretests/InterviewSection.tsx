import type { PretestInterview } from '@cabinet/api/model';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolDateTime } from '../../../features/placement-tests/dates';
import { InterviewForm } from './InterviewForm';
import { personName, takerName } from './interview-rules';
import { useFocusAfterWaiting } from '../../../shared/use-focus-after-waiting';

/** How the interview was recorded: held with its level and minutes, or missed; by whom and when. */
const Recorded = forwardRef<HTMLDivElement, { test: PretestInterview }>(function Recorded({ test }, ref) {
  const { t, i18n } = useTranslation('teacherPretests');
  const { interview } = test;
  const by = personName(interview.teacher_name ?? '', interview.teacher_name_en, i18n.language);
  const at = interview.recorded_at ? schoolDateTime(interview.recorded_at, i18n.language) : '';
  return (
    <Alert ref={ref} tabIndex={-1} severity={interview.status === 'held' ? 'success' : 'warning'}>
      {interview.status === 'held'
        ? t('entry.interview.held', { level: interview.level, count: interview.minutes ?? 0, by, at })
        : t('entry.interview.missed', { by, at })}
    </Alert>
  );
});

/** The interview of up to 15 minutes: recorded as held with its level, or missed. */
export function InterviewSection({ test }: { test: PretestInterview }) {
  const { t, i18n } = useTranslation('teacherPretests');
  const titleId = useId();
  const { status } = test.interview;
  const waiting = status === 'waiting';
  const recorded = useFocusAfterWaiting<HTMLDivElement>(status);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('entry.interview.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t('entry.interview.about', {
          count: test.interview.minutes_limit,
          name: takerName(test.taker, i18n.language),
        })}
      </Typography>
      {waiting ? <InterviewForm test={test} /> : <Recorded ref={recorded} test={test} />}
    </Paper>
  );
}
