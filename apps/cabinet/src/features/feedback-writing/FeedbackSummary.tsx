import type { ModuleFeedback } from '@cabinet/api/model';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import { useTranslation } from 'react-i18next';
import { moduleTitle } from './person';
import { nameIn } from '../../shared/in-language';

/** Whose feedback this is: the group, the module, the student, the teacher and the status. */
export function FeedbackSummary({
  feedback,
  showTeacher = false,
}: {
  feedback: ModuleFeedback;
  showTeacher?: boolean;
}) {
  const { t, i18n } = useTranslation('teacherFeedback');
  return (
    <Facts>
      <Fact label={t('facts.group')}>{feedback.course.name}</Fact>
      <Fact label={t('facts.module')}>{moduleTitle(feedback, i18n.language)}</Fact>
      <Fact label={t('facts.student')}>{nameIn(feedback.student, i18n.language)}</Fact>
      {showTeacher ? <Fact label={t('facts.teacher')}>{nameIn(feedback.teacher, i18n.language)}</Fact> : null}
      <Fact label={t('facts.status')}>
        <StatusBadge vocabulary="studentFeedback" value={feedback.status} />
      </Fact>
      {feedback.sent_to ? <Fact label={t('facts.sentTo')}>{t(`sentTo.${feedback.sent_to}`)}</Fact> : null}
    </Facts>
  );
}
