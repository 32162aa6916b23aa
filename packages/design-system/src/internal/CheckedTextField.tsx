import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../i18n';
import { TextInput, type TextInputProps } from '../components/text-input';
import { useFieldText } from './field-state';

/** The props every self-checking text field shares (e-mail, phone, video link). */
export type CheckedFieldProps = Omit<TextInputProps, 'type' | 'label'> & {
  /** Defaults to the field's own label. */
  label?: string | undefined;
  /** Checks the text itself when the person leaves the field, then live; `error` (from the form) always wins. */
  validateOnBlur?: boolean | undefined;
};

type CheckedTextFieldProps = CheckedFieldProps & {
  type: 'email' | 'tel' | 'url';
  defaultLabel: string;
  /** The rule: the problem with the text, or null when it is fine. */
  problemOf: (text: string) => string | null;
  /** The message key of each problem. */
  messageKeys: Readonly<Record<string, string>>;
};

/** A text field that checks its own value with a pure rule and shows the rule's message. */
export const CheckedTextField = forwardRef<HTMLInputElement, CheckedTextFieldProps>(function CheckedTextField(
  {
    type,
    defaultLabel,
    problemOf,
    messageKeys,
    label,
    error,
    validateOnBlur = true,
    value,
    defaultValue,
    onChange,
    onBlur,
    required,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation(DS_NAMESPACE);
  const field = useFieldText({ value, defaultValue, onChange, onBlur, ref });
  const problem = problemOf(field.text);
  // An empty optional field is fine; a required one says so only once the person has left it.
  const own = problem === 'required' && !required ? null : problem;
  const key: string | undefined = own ? messageKeys[own] : undefined;
  const message = error ?? (validateOnBlur && field.left && key ? t(key) : undefined);
  return (
    <TextInput
      {...rest}
      ref={field.inputRef}
      type={type}
      label={label ?? defaultLabel}
      required={required}
      value={value}
      defaultValue={defaultValue}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      error={message}
    />
  );
});
