import { useListCourseFeedback } from '@cabinet/api/feedback';
import type { CourseFeedback } from '@cabinet/api/model';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { formatDateTime } from '@cabinet/design-system/format';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CourseFeedbackCard } from '../feedback/CourseFeedbackCard';
import { CourseFeedbackForm } from './CourseFeedbackForm';
import { isCourseFeedbackLocked } from './course-feedback-rules';
import { nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

/** A course's feedback: one per student, so an individual course has one and a group up to ten. */
const PER_PAGE = 100;

function StudentCourseFeedback({ feedback }: { feedback: CourseFeedback }) {
  const { t, i18n } = useTranslation('individualTeaching');
  const name = nameIn(feedback.student, i18n.language);
  const headingId = `course-feedback-${feedback.id}`;
  const locked = isCourseFeedbackLocked(feedback.status);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('courseFeedback.heading', { name })}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <StatusBadge vocabulary="courseFeedback" value={feedback.status} />
        {feedback.updated_at ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('courseFeedback.updated', {
              date: formatDateTime(feedback.updated_at, i18n.language === 'en' ? 'en' : 'uk'),
            })}
          </Typography>
        ) : null}
      </Stack>
      {locked ? (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('courseFeedback.locked')}
          </Alert>
          <CourseFeedbackCard feedback={feedback} />
        </>
      ) : (
        <>
          {feedback.status === 'not_written' ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('courseFeedback.early')}
            </Alert>
          ) : null}
          <CourseFeedbackForm
            key={feedback.id}
            feedback={feedback}
            label={t('courseFeedback.formLabel', { name })}
          />
        </>
      )}
    </Box>
  );
}

/**
 * The course feedback its teacher writes: for each student the status (not
 * written, need feedback, in progress, sent), the form while not sent, the feedback as written
 * once sent. Starts at h2.
 */
export function CourseFeedbackWriting({ courseId }: { courseId: number }) {
  const { t } = useTranslation('individualTeaching');
  const list = useListCourseFeedback(courseId, { per_page: PER_PAGE });
  return (
    <QueryContent
      query={list}
      empty={
        <EmptyState
          headingLevel="h2"
          title={t('courseFeedback.empty.title')}
          text={t('courseFeedback.empty.text')}
        />
      }
    >
      {({ data: rows }) => {
        return (
          <Stack spacing={5}>
            {rows.map((feedback) => (
              <StudentCourseFeedback key={feedback.id} feedback={feedback} />
            ))}
          </Stack>
        );
      }}
    </QueryContent>
  );
}
