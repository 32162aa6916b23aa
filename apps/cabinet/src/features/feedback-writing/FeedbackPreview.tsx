import { useGetFeedback, useSendFeedbackForReview } from '@cabinet/api/feedback';
import type { ModuleFeedback } from '@cabinet/api/model';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { ModuleFeedbackCard } from '../feedback/ModuleFeedbackCard';
import { isLocked, sendProblems, toFormValues, sendTexts } from './feedback-writing-rules';
import { FeedbackSummary } from './FeedbackSummary';
import { useInvalidateFeedback } from './invalidate-feedback';
import { nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

type FeedbackPreviewProps = {
  feedbackId: number;
  editHref: string;
  header: (feedback: ModuleFeedback) => ReactNode;
};

/** The saved feedback as it will be read, with "send for review" while the teacher may still send it. */
export function FeedbackPreview({ feedbackId, editHref, header }: FeedbackPreviewProps) {
  const { t, i18n } = useTranslation('teacherFeedback');
  const query = useGetFeedback(feedbackId);
  const send = useSendFeedbackForReview();
  const invalidate = useInvalidateFeedback();
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  return (
    <QueryContent query={query}>
      {({ data: feedback }) => {
        const locked = isLocked(feedback.status);

        const onSend = async () => {
          setProblem(null);
          if (sendProblems(toFormValues(feedback.fields)).length > 0) {
            setProblem(t('form.incomplete'));
            return;
          }
          try {
            await send.mutateAsync({ feedbackId: feedback.id });
            setSent(true);
          } catch (error) {
            setProblem(errorMessage(error));
          } finally {
            await invalidate(feedback);
          }
        };

        return (
          <>
            {header(feedback)}
            <Box sx={{ mb: 3 }}>
              <FeedbackSummary feedback={feedback} />
            </Box>
            {sent ? (
              <Alert severity="success" role="status" sx={{ mb: 3 }}>
                {t(sendTexts(feedback).sent)}
              </Alert>
            ) : null}
            {locked ? (
              <Alert severity="info" sx={{ mb: 3 }}>
                {t(sendTexts(feedback).locked)}
              </Alert>
            ) : null}
            {problem ? (
              <Alert severity="error" sx={{ mb: 3 }}>
                {problem}
              </Alert>
            ) : null}
            <Box component="section" aria-labelledby="feedback-preview">
              <Typography id="feedback-preview" component="h2" variant="h5" sx={{ mb: 2 }}>
                {t('written', { name: nameIn(feedback.student, i18n.language) })}
              </Typography>
              <ModuleFeedbackCard feedback={feedback} headingLevel={3} />
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
              {!locked ? (
                <Button variant="contained" onClick={() => void onSend()} disabled={send.isPending}>
                  {t(sendTexts(feedback).send)}
                </Button>
              ) : null}
              <Button variant="outlined" href={editHref}>
                {locked ? t('preview.back') : t('preview.edit')}
              </Button>
            </Stack>
          </>
        );
      }}
    </QueryContent>
  );
}
