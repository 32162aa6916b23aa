import type { ModuleFeedback } from '@cabinet/api/model';
import { CardFrame, CardTitle } from '@cabinet/design-system/card-frame';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { formatDate } from '@cabinet/design-system/format';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MARK_FIELDS, TEXT_FIELDS, markOf, moduleName, textOf } from './feedback-rules';
import { FeedbackTexts } from './FeedbackTexts';
import { nameIn } from '../../shared/in-language';

/**
 * A teacher's feedback on the student for one module: the teacher and the date,
 * the marks (great, good, satisfactory, unsatisfactory) and every written part.
 */
export function ModuleFeedbackCard({
  feedback,
  headingLevel,
}: {
  feedback: ModuleFeedback;
  headingLevel: 3 | 4;
}) {
  const { t, i18n } = useTranslation('feedback');
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const titleId = useId();
  return (
    <CardFrame titleId={titleId} sx={{ gap: 2, p: { xs: 2, sm: 3 } }}>
      <CardTitle id={titleId} level={headingLevel}>
        {moduleName(feedback, language)}
      </CardTitle>
      <Facts>
        <Fact label={t('teacher')}>{nameIn(feedback.teacher, language)}</Fact>
        {feedback.updated_at ? (
          <Fact label={t('date')}>
            <time dateTime={feedback.updated_at}>{formatDate(feedback.updated_at, language)}</time>
          </Fact>
        ) : null}
        {MARK_FIELDS.map((field) => {
          const mark = markOf(feedback.fields, field);
          return (
            <Fact key={field} label={t(`module.fields.${field}`)}>
              {mark ? <StatusBadge vocabulary="feedbackMark" value={mark} /> : t('notFilled')}
            </Fact>
          );
        })}
      </Facts>
      <FeedbackTexts
        items={TEXT_FIELDS.map((field) => ({
          label: t(`module.fields.${field}`),
          text: textOf(feedback.fields[field]),
        }))}
      />
    </CardFrame>
  );
}
