import type { PaidPretest, PaidPretestFeedback, PaidPretestFeedbackPart } from '@cabinet/api/model';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolDateTime } from '../../../features/placement-tests/dates';
import { FeedbackView } from '../../../features/placement-tests/FeedbackView';
import { paths } from '../../../shared/paths';
import { feedbackOf } from './check-state';
import { FeedbackStart } from './FeedbackStart';

function Begun({ test, feedback }: { test: PaidPretest; feedback: PaidPretestFeedback }) {
  const { t, i18n } = useTranslation('teacherPretests');
  const href = paths.corporateTeacher.paidPlacementTestFeedback.to(test.id, feedback.part, feedback.id);
  if (feedback.sent_at) {
    return (
      <Stack spacing={1.5}>
        <Typography>
          {t('feedback.sentOn', { date: schoolDateTime(feedback.sent_at, i18n.language) })}
        </Typography>
        <FeedbackView feedback={feedback} />
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        {t('feedback.draft', {
          kind: t(`feedback.kind.${feedback.kind}`),
          date: schoolDateTime(feedback.updated_at, i18n.language),
        })}
      </Typography>
      <Button variant="contained" href={href}>
        {t('feedback.edit')}
      </Button>
    </Stack>
  );
}

/**
 * A part's feedback on the test's page: the choice of base or detailed feedback before it is
 * begun, a link to the draft, or the feedback as sent.
 */
export function FeedbackBlock({ test, part }: { test: PaidPretest; part: PaidPretestFeedbackPart }) {
  const { t } = useTranslation('teacherPretests');
  const titleId = useId();
  const feedback = feedbackOf(test, part);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t(`feedback.title.${part}`)}
      </Typography>
      {feedback ? <Begun test={test} feedback={feedback} /> : <FeedbackStart test={test} part={part} />}
    </Paper>
  );
}
