import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type Ref, useId } from 'react';

export type ChoiceFieldProps<V extends string> = {
  legend: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  /** The message under the choices; when set, the group is marked invalid. */
  error?: string | undefined;
  required?: boolean | undefined;
  ref?: Ref<HTMLFieldSetElement> | undefined;
};

/** One choice among a few, as radio buttons in a fieldset named by its legend. */
export function ChoiceField<V extends string>({
  legend,
  value,
  options,
  onChange,
  error,
  required,
  ref,
}: ChoiceFieldProps<V>) {
  const name = useId();
  const legendId = useId();
  const messageId = useId();
  return (
    <FormControl component="fieldset" ref={ref} error={Boolean(error)} required={required} fullWidth>
      <FormLabel component="legend" id={legendId}>
        {legend}
      </FormLabel>
      <RadioGroup
        row
        name={name}
        value={value}
        onChange={(event) => {
          const next = options.find((option) => option.value === event.target.value);
          if (next) onChange(next.value);
        }}
        aria-labelledby={legendId}
        aria-describedby={error ? messageId : undefined}
        aria-invalid={Boolean(error)}
        aria-required={required}
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
      <FormHelperText id={messageId} role={error ? 'alert' : undefined} sx={{ mx: 0, minHeight: '1.66em' }}>
        {error ?? ''}
      </FormHelperText>
    </FormControl>
  );
}
