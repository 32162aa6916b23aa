import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

type FilterSelectProps = {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  /** The choice that removes the filter (value ''); without it, one of `options` is always chosen. */
  allLabel?: string | undefined;
};

/** One filter of a director's list: a labelled select, the full width of a phone. */
export function FilterSelect({ label, value, options, onChange, allLabel }: FilterSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{ minWidth: { xs: '100%', sm: 220 } }}
    >
      {allLabel ? <MenuItem value="">{allLabel}</MenuItem> : null}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
