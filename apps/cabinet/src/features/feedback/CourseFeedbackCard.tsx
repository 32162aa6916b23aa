import type { CourseFeedback } from '@cabinet/api/model';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { formatDate } from '@cabinet/design-system/format';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { COURSE_TEXT_FIELDS, textOf } from './feedback-rules';
import { FeedbackTexts } from './FeedbackTexts';
import { nameIn } from '../../shared/in-language';

/**
 * The teacher's feedback on the student for the whole course: progress, the
 * recommendation, the courses to take next and the extended comment. The comment for the
 * academic director is never shown here.
 */
export function CourseFeedbackCard({ feedback }: { feedback: CourseFeedback }) {
  const { t, i18n } = useTranslation('feedback');
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const written = feedback.fields.language;
  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: { xs: 2, sm: 3 }, overflowWrap: 'anywhere' }}
    >
      <Facts>
        <Fact label={t('teacher')}>{nameIn(feedback.teacher, language)}</Fact>
        {feedback.updated_at ? (
          <Fact label={t('date')}>
            <time dateTime={feedback.updated_at}>{formatDate(feedback.updated_at, language)}</time>
          </Fact>
        ) : null}
        {written ? <Fact label={t('course.language')}>{t(`course.languages.${written}`)}</Fact> : null}
      </Facts>
      <FeedbackTexts
        items={COURSE_TEXT_FIELDS.map((field) => ({
          label: t(`course.fields.${field}`),
          text: textOf(feedback.fields[field]),
        }))}
      />
    </Paper>
  );
}
