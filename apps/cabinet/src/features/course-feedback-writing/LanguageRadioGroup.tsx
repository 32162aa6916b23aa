import type { FeedbackLanguage } from '@cabinet/api/model';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_LANGUAGES } from './course-feedback-rules';

type LanguageRadioGroupProps = {
  label: string;
  value: FeedbackLanguage | '';
  onChange: (value: FeedbackLanguage) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
};

/** The language a course feedback is written in, as a group of radios with its legend. */
export function LanguageRadioGroup({
  label,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: LanguageRadioGroupProps) {
  const { t } = useTranslation('feedback');
  const messageId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
      <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 500 }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name="language"
        value={value}
        onChange={(_event, next) => onChange(next as FeedbackLanguage)}
        onBlur={onBlur}
        aria-describedby={error ? messageId : undefined}
      >
        {FEEDBACK_LANGUAGES.map((language) => (
          <FormControlLabel
            key={language}
            value={language}
            control={<Radio />}
            label={t(`course.languages.${language}`)}
          />
        ))}
      </RadioGroup>
      {error ? (
        <FormHelperText id={messageId} role="alert">
          {error}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
