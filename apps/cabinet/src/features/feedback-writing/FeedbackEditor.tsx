import { useGetFeedback } from '@cabinet/api/feedback';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleFeedback } from '@cabinet/api/model';
import { ModuleFeedbackCard } from '../feedback/ModuleFeedbackCard';
import { isLocked, sendTexts } from './feedback-writing-rules';
import { FeedbackSummary } from './FeedbackSummary';
import { ModuleFeedbackForm } from './ModuleFeedbackForm';
import { nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

type FeedbackEditorProps = {
  feedbackId: number;
  previewHref: string;
  onPreview: () => void;
  /** The page's header, given the loaded feedback (its h1 names the student). */
  header: (feedback: ModuleFeedback) => ReactNode;
};

/**
 * A student's module feedback for its teacher: the form while it may be edited; while under review or sent,
 * "editing not available at the moment" and the feedback as written (docs/statuses.md#module-feedback),
 * until the director of studies opens it for editing.
 */
export function FeedbackEditor({ feedbackId, previewHref, onPreview, header }: FeedbackEditorProps) {
  const { t, i18n } = useTranslation('teacherFeedback');
  const query = useGetFeedback(feedbackId);
  return (
    <QueryContent query={query}>
      {({ data: feedback }) => {
        const locked = isLocked(feedback.status);
        return (
          <>
            {header(feedback)}
            <Box sx={{ mb: 3 }}>
              <FeedbackSummary feedback={feedback} />
            </Box>
            {locked ? (
              <>
                <Alert severity="info" sx={{ mb: 3 }}>
                  {t(sendTexts(feedback).locked)}
                </Alert>
                <Box component="section" aria-labelledby="feedback-written">
                  <Typography id="feedback-written" component="h2" variant="h5" sx={{ mb: 2 }}>
                    {t('written', { name: nameIn(feedback.student, i18n.language) })}
                  </Typography>
                  <ModuleFeedbackCard feedback={feedback} headingLevel={3} />
                </Box>
                <Link href={previewHref} sx={{ display: 'inline-block', mt: 2 }}>
                  {t('preview.open')}
                </Link>
              </>
            ) : (
              <ModuleFeedbackForm
                key={feedback.id}
                feedback={feedback}
                previewHref={previewHref}
                onPreview={onPreview}
              />
            )}
          </>
        );
      }}
    </QueryContent>
  );
}
