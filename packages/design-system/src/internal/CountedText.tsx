import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, type Ref, forwardRef, useId } from 'react';
import { TextInput, type TextInputProps } from '../components/text-input';
import { describedBy, messageIdOf, useFieldText, useSettled, visuallyHidden } from './field-state';

/** What a count of the text says: the rule broken, if any, and the words under the field. */
export type Count = {
  /** The rule the text breaks (`data-state` of the counter), or none. */
  problem: string | null;
  /** Past the limit: the counter turns red. */
  over: boolean;
  /** The field's own message, when it checks itself and the rule is broken. */
  message: string | undefined;
  /** The counter below the field. */
  counter: ReactNode;
  /** What a screen reader hears after a pause in typing (nothing when it does not matter). */
  alert: string;
};

export type CountedTextProps = Omit<TextInputProps, 'type' | 'label' | 'multiline'> & {
  label: string;
  /** Counts the text; `left` is whether the person has left the field once. */
  count: (text: string, left: boolean) => Count;
};

/**
 * A multiline text with a live counter below it (words, characters): the field is described by
 * its message and the counter, and what the counter says is announced after a pause in typing.
 */
export const CountedText = forwardRef<HTMLTextAreaElement, CountedTextProps>(function CountedText(
  { count, error, hint, value, defaultValue, onChange, onBlur, id, inputProps, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const counterId = `${inputId}-counter`;
  const field = useFieldText({ value, defaultValue, onChange, onBlur, ref });
  const counted = count(field.text, field.left);
  const message = error ?? counted.message;
  const announced = useSettled(counted.alert);

  return (
    <Box>
      <TextInput
        {...rest}
        id={inputId}
        // The shared input forwards to an <input>; multiline, the element is a <textarea>.
        ref={field.inputRef as unknown as Ref<HTMLInputElement>}
        onChange={field.handleChange}
        onBlur={field.handleBlur}
        value={value}
        defaultValue={defaultValue}
        multiline
        error={message}
        hint={hint}
        inputProps={{
          ...inputProps,
          'aria-describedby': describedBy((message ?? hint) && messageIdOf(inputId), counterId),
        }}
      />
      <Typography
        id={counterId}
        variant="body2"
        data-state={counted.problem ?? 'ok'}
        sx={(theme) => ({
          mt: -0.5,
          color: counted.over ? theme.palette.status.error.fg : theme.palette.text.secondary,
          fontWeight: counted.over ? 500 : undefined,
          overflowWrap: 'anywhere',
        })}
      >
        {counted.counter}
      </Typography>
      <Box role="status" sx={visuallyHidden}>
        {announced}
      </Box>
    </Box>
  );
});
