import { CharLimitText, type CharLimitTextProps } from '@cabinet/design-system/char-limit-text';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';

type CharLimitFieldProps<V extends FieldValues> = Omit<
  CharLimitTextProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<V>;
  name: FieldPath<V>;
  rules?: UseControllerProps<V>['rules'];
  /** A message from elsewhere (a refused call), shown when the field's own rules pass. */
  error?: string | undefined;
};

/** A form's text with a character limit: the design system's counted text, bound to the form's field. */
export function CharLimitField<V extends FieldValues>({
  control,
  name,
  rules,
  error,
  ...text
}: CharLimitFieldProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      render={({ field, fieldState }) => (
        <CharLimitText
          {...text}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message ?? error}
        />
      )}
    />
  );
}
