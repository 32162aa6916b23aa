import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

type FilterSelectProps = {
  label: string;
  /** The label of the empty choice that clears the filter: "All programs". */
  anyLabel: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
};

/** One filter as the browser's own select: keyboard, screen reader and phone pickers work as people know them. */
export function FilterSelect({ label, anyLabel, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  // A value from a shared address that no recruiting group has any more still shows as chosen.
  const shown =
    value && !options.some((option) => option.value === value)
      ? [...options, { value, label: value }]
      : options;
  return (
    <FormControl fullWidth size="small">
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id }}
      >
        <option value="">{anyLabel}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
