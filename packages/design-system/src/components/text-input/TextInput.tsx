import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { forwardRef, useId } from 'react';

export type TextInputProps = Omit<OutlinedInputProps, 'label' | 'error'> & {
  label: string;
  /** The message under the field; when set, the field is marked invalid. */
  error?: string | undefined;
  /** A hint under the field when there is no error. */
  hint?: string | undefined;
};

/**
 * A labelled text field with its error or hint below, tied together for screen readers.
 * Built on MUI's input parts rather than TextField, which would bring the whole Select along.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, error, hint, id, required, fullWidth = true, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} required={required} error={Boolean(error)}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        inputRef={ref}
        label={required ? `${label} *` : label}
        aria-describedby={message ? messageId : undefined}
        inputProps={{ ...input.inputProps, 'aria-invalid': Boolean(error) }}
      />
      {/* Always rendered, so the layout does not jump when an error appears. */}
      <FormHelperText id={messageId} role={error ? 'alert' : undefined} sx={{ minHeight: '1.66em' }}>
        {message ?? ''}
      </FormHelperText>
    </FormControl>
  );
});
