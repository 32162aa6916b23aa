import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { useFieldText } from '../../internal/field-state';
import { TextInput, type TextInputProps } from '../text-input';
import { phoneMessageKeys, validatePhone } from './validatePhone';

export type PhoneFieldProps = Omit<TextInputProps, 'type' | 'label'> & {
  /** Defaults to "Телефон" / "Phone". */
  label?: string | undefined;
  /** Defaults to the expected format, "+380 67 123 45 67"; pass an empty string for none. */
  hint?: string | undefined;
  /** Checks the number itself when the person leaves the field, then live; `error` always wins. */
  validateOnBlur?: boolean | undefined;
};

/** A phone field: the phone keypad and autofill, and its own check of the number. */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  {
    label,
    error,
    validateOnBlur = true,
    value,
    defaultValue,
    onChange,
    onBlur,
    required,
    autoComplete = 'tel',
    hint,
    inputProps,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation(DS_NAMESPACE);
  const field = useFieldText({ value, defaultValue, onChange, onBlur, ref });
  const problem = validatePhone(field.text);
  const own = problem === 'required' && !required ? null : problem;
  const message = error ?? (validateOnBlur && field.left && own ? t(phoneMessageKeys[own]) : undefined);
  return (
    <TextInput
      {...rest}
      ref={field.inputRef}
      type="tel"
      label={label ?? t('forms.phoneField.label')}
      autoComplete={autoComplete}
      hint={hint ?? t('forms.phoneField.hint')}
      required={required}
      value={value}
      defaultValue={defaultValue}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      error={message}
      inputProps={{ inputMode: 'tel', ...inputProps }}
    />
  );
});
