import { TextInput } from '@cabinet/design-system/text-input';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CREATABLE_TEST_TYPES, type AssignmentFormValues } from './form-values';

/** The largest maximum score the school takes (the contract's `maximum`). */
export const MAX_SCORE_LIMIT = 1000;

/**
 * A test's settings: its type and where it is held (chosen once, on creating), the maximum score
 * (required), whether a retake may follow and whether each student gets a personal version.
 */
export function TestSettings({
  control,
  creating,
  disabled,
}: {
  control: Control<AssignmentFormValues>;
  creating: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('assignmentAuthoring');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {creating ? (
        <>
          <Controller
            control={control}
            name="test_type"
            render={({ field }) => (
              <FormControl component="fieldset" disabled={disabled}>
                <FormLabel component="legend">{t('form.testType')}</FormLabel>
                <RadioGroup {...field} row>
                  {CREATABLE_TEST_TYPES.map((type) => (
                    <FormControlLabel
                      key={type}
                      value={type}
                      control={<Radio />}
                      label={t(`testType.${type}`)}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
          <Controller
            control={control}
            name="platform"
            render={({ field }) => (
              <FormControl component="fieldset" disabled={disabled}>
                <FormLabel component="legend">{t('form.platform')}</FormLabel>
                <RadioGroup {...field} row>
                  <FormControlLabel value="on" control={<Radio />} label={t('platform.on')} />
                  <FormControlLabel value="outside" control={<Radio />} label={t('platform.outside')} />
                </RadioGroup>
              </FormControl>
            )}
          />
        </>
      ) : null}
      <Controller
        control={control}
        name="max_score"
        rules={{
          validate: (value) => {
            if (value.trim() === '') return t('form.scoreRequired');
            const score = Number(value);
            return Number.isInteger(score) && score >= 1 && score <= MAX_SCORE_LIMIT
              ? true
              : t('form.scoreRange', { max: MAX_SCORE_LIMIT });
          },
        }}
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            label={t('form.maxScore')}
            required
            disabled={disabled}
            inputProps={{ inputMode: 'numeric' }}
            error={fieldState.error?.message}
            sx={{ maxWidth: 240 }}
          />
        )}
      />
      <Controller
        control={control}
        name="retake_allowed"
        render={({ field }) => (
          <FormControlLabel
            disabled={disabled}
            control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label={t('form.retakeAllowed')}
          />
        )}
      />
      <Controller
        control={control}
        name="personal_version"
        render={({ field }) => (
          <FormControlLabel
            disabled={disabled}
            control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label={t('form.personalVersion')}
          />
        )}
      />
    </Box>
  );
}
