import type { FeedbackMark } from '@cabinet/api/model';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKS } from './feedback-writing-rules';

type MarkRadioGroupProps = {
  label: string;
  value: FeedbackMark | '';
  onChange: (value: FeedbackMark) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
};

/** One mark of a module feedback as a group of radios: great, good, satisfactory, unsatisfactory. */
export function MarkRadioGroup({ label, value, onChange, onBlur, error, disabled }: MarkRadioGroupProps) {
  const { t } = useTranslation('teacherFeedback');
  const messageId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
      <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 500 }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        value={value}
        onChange={(_event, next) => onChange(next as FeedbackMark)}
        onBlur={onBlur}
        aria-describedby={error ? messageId : undefined}
      >
        {MARKS.map((mark) => (
          <FormControlLabel key={mark} value={mark} control={<Radio />} label={t(`marks.${mark}`)} />
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
