import type { FeedbackLanguage } from '@cabinet/api/model';
import { useTranslation } from 'react-i18next';
import { ChoiceRadioGroup, type ChoiceRadioGroupProps } from '../../shared/ChoiceRadioGroup';
import { FEEDBACK_LANGUAGES } from './course-feedback-rules';

/** The language a course feedback is written in, as a group of radios with its legend. */
export function LanguageRadioGroup(props: Omit<ChoiceRadioGroupProps<FeedbackLanguage>, 'options' | 'name'>) {
  const { t } = useTranslation('feedback');
  return (
    <ChoiceRadioGroup
      {...props}
      name="language"
      options={FEEDBACK_LANGUAGES.map((language) => ({
        value: language,
        label: t(`course.languages.${language}`),
      }))}
    />
  );
}
