import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { TextInput, type TextInputProps } from '../text-input';
import { useFieldText } from '../../internal/field-state';
import { emailMessageKeys, validateEmail } from './validateEmail';

export type EmailFieldProps = Omit<TextInputProps, 'type' | 'label'> & {
  /** Defaults to "Електронна пошта" / "E-mail". */
  label?: string | undefined;
  /**
   * Checks the address itself when the person leaves the field, then live; the `error` prop (from the
   * form) always wins. Turn it off when the form shows every message itself.
   */
  validateOnBlur?: boolean | undefined;
};

/** An e-mail field: the right keyboard and autofill, and its own check of the address. */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(
  {
    label,
    error,
    validateOnBlur = true,
    value,
    defaultValue,
    onChange,
    onBlur,
    required,
    autoComplete = 'email',
    inputProps,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation(DS_NAMESPACE);
  const field = useFieldText({ value, defaultValue, onChange, onBlur, ref });
  const problem = validateEmail(field.text);
  const own = problem === 'required' && !required ? null : problem;
  const message = error ?? (validateOnBlur && field.left && own ? t(emailMessageKeys[own]) : undefined);
  return (
    <TextInput
      {...rest}
      ref={field.inputRef}
      type="email"
      label={label ?? t('forms.emailField.label')}
      autoComplete={autoComplete}
      required={required}
      value={value}
      defaultValue={defaultValue}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      error={message}
      inputProps={{ spellCheck: false, autoCapitalize: 'none', ...inputProps }}
    />
  );
});
