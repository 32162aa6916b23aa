import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';

export type ChoiceRadioGroupProps<T extends string> = {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T | '';
  onChange: (value: T) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
  name?: string | undefined;
};

/** One choice of a form as a row of radios under its legend, with its error announced. */
export function ChoiceRadioGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  name,
}: ChoiceRadioGroupProps<T>) {
  const messageId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
      <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 500 }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name={name}
        value={value}
        onChange={(_event, next) => onChange(next as T)}
        onBlur={onBlur}
        aria-describedby={error ? messageId : undefined}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
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
