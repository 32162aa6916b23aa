import { TextInput } from '@cabinet/design-system/text-input';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Control, Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AssignmentFormValues, optionLines } from './form-values';

/** The contract's limits: 100 questions, 2 to 8 options, 1 to 100 points. */
export const QUESTION_LIMITS = { questions: 100, minOptions: 2, maxOptions: 8, maxPoints: 100 } as const;

const EMPTY_QUESTION = { text: '', options: '', correct: [] as number[], points: '1' };

/** The correct options of one question, chosen among its current option lines. */
function CorrectOptions({
  control,
  index,
  disabled,
}: {
  control: Control<AssignmentFormValues>;
  index: number;
  disabled: boolean;
}) {
  const { t } = useTranslation('assignmentAuthoring');
  const options = optionLines(useWatch({ control, name: `questions.${index}.options` }) ?? '');
  return (
    <Controller
      control={control}
      name={`questions.${index}.correct`}
      rules={{
        validate: (value) =>
          value.some((position) => position < options.length) ? true : t('questions.correctRequired'),
      }}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} disabled={disabled}>
          <FormLabel component="legend">{t('questions.correct')}</FormLabel>
          <FormGroup>
            {options.map((option, position) => (
              <FormControlLabel
                key={`${position}-${option}`}
                label={option}
                control={
                  <Checkbox
                    checked={field.value.includes(position)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, position]
                          : field.value.filter((chosen) => chosen !== position),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          <FormHelperText role={fieldState.error ? 'alert' : undefined}>
            {fieldState.error?.message ?? (options.length === 0 ? t('questions.optionsFirst') : '')}
          </FormHelperText>
        </FormControl>
      )}
    />
  );
}

/**
 * The questions of a test on the platform: each with its text, options (one a line), the correct
 * ones and its points; the student chooses, the school scores.
 */
export function QuestionsEditor({
  control,
  disabled,
}: {
  control: Control<AssignmentFormValues>;
  disabled: boolean;
}) {
  const { t } = useTranslation('assignmentAuthoring');
  const { fields, append, remove } = useFieldArray({ control, name: 'questions' });
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('questions.heading')}
      </Typography>
      {fields.length === 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ m: 0 }}>
          {t('questions.none')}
        </Typography>
      ) : null}
      {fields.map((item, index) => (
        <Paper
          key={item.id}
          variant="outlined"
          component="fieldset"
          sx={{ m: 0, p: 2, display: 'grid', gap: 1.5, minWidth: 0 }}
        >
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {t('questions.number', { number: index + 1 })}
          </Typography>
          <Controller
            control={control}
            name={`questions.${index}.text`}
            rules={{ validate: (value) => (value.trim() ? true : t('questions.textRequired')) }}
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                label={t('questions.text')}
                required
                disabled={disabled}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name={`questions.${index}.options`}
            rules={{
              validate: (value) => {
                const count = optionLines(value).length;
                return count >= QUESTION_LIMITS.minOptions && count <= QUESTION_LIMITS.maxOptions
                  ? true
                  : t('questions.optionsCount', {
                      min: QUESTION_LIMITS.minOptions,
                      max: QUESTION_LIMITS.maxOptions,
                    });
              },
            }}
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                label={t('questions.options')}
                hint={t('questions.optionsHint')}
                required
                multiline
                minRows={3}
                disabled={disabled}
                error={fieldState.error?.message}
              />
            )}
          />
          <CorrectOptions control={control} index={index} disabled={disabled} />
          <Controller
            control={control}
            name={`questions.${index}.points`}
            rules={{
              validate: (value) => {
                const points = Number(value);
                return Number.isInteger(points) && points >= 1 && points <= QUESTION_LIMITS.maxPoints
                  ? true
                  : t('questions.pointsRange', { max: QUESTION_LIMITS.maxPoints });
              },
            }}
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                label={t('questions.points')}
                required
                disabled={disabled}
                inputProps={{ inputMode: 'numeric' }}
                error={fieldState.error?.message}
                sx={{ maxWidth: 200 }}
              />
            )}
          />
          <Button
            variant="text"
            color="error"
            onClick={() => remove(index)}
            disabled={disabled}
            sx={{ justifySelf: 'start' }}
          >
            {t('questions.remove', { number: index + 1 })}
          </Button>
        </Paper>
      ))}
      {fields.length < QUESTION_LIMITS.questions ? (
        <Button
          variant="outlined"
          onClick={() => append(EMPTY_QUESTION)}
          disabled={disabled}
          sx={{ justifySelf: 'start' }}
        >
          {t('questions.add')}
        </Button>
      ) : null}
    </Box>
  );
}
