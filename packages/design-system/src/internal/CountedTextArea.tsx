import type { Ref } from 'react';
import { TextInput, type TextInputProps } from '../components/text-input';
import { describedBy, messageIdOf } from './field-state';

type CountedTextAreaProps = Omit<TextInputProps, 'ref' | 'error' | 'hint' | 'label'> & {
  id: string;
  /** The id of the live counter below the field; it joins the field's description. */
  counterId: string;
  label: string;
  error: string | undefined;
  hint: string | undefined;
  /** The field's own ref callback, for the <textarea>. */
  textAreaRef: (node: HTMLTextAreaElement | null) => void;
};

/** A multiline text described by its message and the counter below it (word or character counts). */
export function CountedTextArea({
  id,
  counterId,
  textAreaRef,
  error,
  hint,
  inputProps,
  ...rest
}: CountedTextAreaProps) {
  return (
    <TextInput
      {...rest}
      id={id}
      // The shared input forwards to an <input>; multiline, the element is a <textarea>.
      ref={textAreaRef as unknown as Ref<HTMLInputElement>}
      multiline
      error={error}
      hint={hint}
      inputProps={{
        ...inputProps,
        'aria-describedby': describedBy((error ?? hint) && messageIdOf(id), counterId),
      }}
    />
  );
}
