import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { type CheckedFieldProps, CheckedTextField } from '../../internal/CheckedTextField';
import { phoneMessageKeys, validatePhone } from './validatePhone';

export type PhoneFieldProps = CheckedFieldProps & {
  /** Defaults to the expected format, "+380 67 123 45 67"; pass an empty string for none. */
  hint?: string | undefined;
};

/** A phone field: the phone keypad and autofill, and its own check of the number. */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { autoComplete = 'tel', hint, inputProps, ...props },
  ref,
) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <CheckedTextField
      {...props}
      ref={ref}
      type="tel"
      defaultLabel={t('forms.phoneField.label')}
      problemOf={validatePhone}
      messageKeys={phoneMessageKeys}
      autoComplete={autoComplete}
      hint={hint ?? t('forms.phoneField.hint')}
      inputProps={{ inputMode: 'tel', ...inputProps }}
    />
  );
});
