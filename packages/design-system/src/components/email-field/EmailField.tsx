import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { type CheckedFieldProps, CheckedTextField } from '../../internal/CheckedTextField';
import { emailMessageKeys, validateEmail } from './validateEmail';

export type EmailFieldProps = CheckedFieldProps;

/** An e-mail field: the right keyboard and autofill, and its own check of the address. */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(
  { autoComplete = 'email', inputProps, ...props },
  ref,
) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <CheckedTextField
      {...props}
      ref={ref}
      type="email"
      defaultLabel={t('forms.emailField.label')}
      problemOf={validateEmail}
      messageKeys={emailMessageKeys}
      autoComplete={autoComplete}
      inputProps={{ spellCheck: false, autoCapitalize: 'none', ...inputProps }}
    />
  );
});
