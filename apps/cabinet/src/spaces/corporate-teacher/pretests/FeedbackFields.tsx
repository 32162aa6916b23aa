import type { PaidPretestFeedback } from '@cabinet/api/model';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CharLimitField } from '../../../shared/CharLimitField';
import { useTranslation } from 'react-i18next';
import { ChoiceRadioGroup } from '../../../shared/ChoiceRadioGroup';
import {
  COMMENT_MAX,
  CRITERION_MAX,
  type FeedbackFormValues,
  LEVELS,
  MIN_COMMENT,
  criteriaOf,
} from './feedback-rules';

type FeedbackFieldsProps = { form: UseFormReturn<FeedbackFormValues>; feedback: PaidPretestFeedback };

/** The feedback's fields: the level (A1–C2), the comment and, on a detailed feedback, one comment per criterion. */
export function FeedbackFields({ form, feedback }: FeedbackFieldsProps) {
  const { t } = useTranslation(['teacherPretests', 'paidPretests']);
  const criteriaId = useId();
  const { control, clearErrors } = form;
  const criteria = criteriaOf(feedback);
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Controller
        control={control}
        name="level"
        render={({ field, fieldState }) => (
          <ChoiceRadioGroup
            label={t('form.level')}
            name={field.name}
            options={LEVELS.map((level) => ({ value: level, label: level }))}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              clearErrors('level');
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <CharLimitField
        control={control}
        name="comment"
        label={t('form.comment')}
        minLength={MIN_COMMENT}
        maxLength={COMMENT_MAX}
        validateOnBlur={false}
      />
      {criteria.length > 0 && (
        <Box component="section" aria-labelledby={criteriaId}>
          <Typography id={criteriaId} component="h2" variant="h6" sx={{ mb: 0.5 }}>
            {t('form.criteria')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
            {t('form.criteriaHint')}
          </Typography>
          <Stack spacing={3}>
            {criteria.map((key) => (
              <CharLimitField
                key={key}
                control={control}
                name={`criteria.${key}`}
                label={t(`paidPretests:feedback.criterion.${key}`)}
                maxLength={CRITERION_MAX}
                validateOnBlur={false}
                minRows={2}
              />
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
