import type { FeedbackMark } from '@cabinet/api/model';
import { useTranslation } from 'react-i18next';
import { ChoiceRadioGroup, type ChoiceRadioGroupProps } from '../../shared/ChoiceRadioGroup';
import { MARKS } from './feedback-writing-rules';

/** One mark of a module feedback as a group of radios: great, good, satisfactory, unsatisfactory. */
export function MarkRadioGroup(props: Omit<ChoiceRadioGroupProps<FeedbackMark>, 'options'>) {
  const { t } = useTranslation('teacherFeedback');
  return (
    <ChoiceRadioGroup
      {...props}
      options={MARKS.map((mark) => ({ value: mark, label: t(`marks.${mark}`) }))}
    />
  );
}
