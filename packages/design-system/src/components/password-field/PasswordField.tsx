import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { describedBy, messageIdOf, useFieldText } from '../../internal/field-state';
import { TextInput, type TextInputProps } from '../text-input';
import { PasswordRuleList } from './PasswordRuleList';
import { passwordMessageKeys, passwordRules, validatePassword } from './passwordRules';

export type PasswordFieldProps = Omit<TextInputProps, 'type' | 'label' | 'endAdornment'> & {
  /** Defaults to "Пароль", or "Новий пароль" for a new one. */
  label?: string | undefined;
  /** A password being set: autofill suggests a new one and the rules are shown as they are met. */
  isNew?: boolean | undefined;
  /** Checks the field itself when the person leaves it, then live; the `error` prop always wins. */
  validateOnBlur?: boolean | undefined;
};

/** A password field with a show/hide toggle and, for a new password, its rules checked live. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    label,
    isNew = false,
    error,
    hint,
    validateOnBlur = true,
    value,
    defaultValue,
    onChange,
    onBlur,
    required,
    disabled,
    id,
    inputProps,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation(DS_NAMESPACE);
  const autoId = useId();
  const inputId = id ?? autoId;
  const rulesId = `${inputId}-rules`;
  const [visible, setVisible] = useState(false);
  const field = useFieldText({ value, defaultValue, onChange, onBlur, ref });
  const problem = validatePassword(field.text, { isNew });
  const own = problem === 'required' && !required ? null : problem;
  const message = error ?? (validateOnBlur && field.left && own ? t(passwordMessageKeys[own]) : undefined);
  return (
    <Stack spacing={0}>
      <TextInput
        {...rest}
        id={inputId}
        ref={field.inputRef}
        type={visible ? 'text' : 'password'}
        label={label ?? t(isNew ? 'forms.passwordField.newLabel' : 'forms.passwordField.label')}
        autoComplete={isNew ? 'new-password' : 'current-password'}
        required={required}
        disabled={disabled}
        value={value}
        defaultValue={defaultValue}
        onChange={field.handleChange}
        onBlur={field.handleBlur}
        error={message}
        hint={hint}
        inputProps={{
          spellCheck: false,
          autoCapitalize: 'none',
          ...inputProps,
          'aria-describedby': describedBy((message ?? hint) && messageIdOf(inputId), isNew && rulesId),
        }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              edge="end"
              disabled={disabled}
              aria-label={t('forms.passwordField.show')}
              aria-pressed={visible}
              onClick={() => setVisible((shown) => !shown)}
            >
              {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
            </IconButton>
          </InputAdornment>
        }
      />
      {isNew && <PasswordRuleList id={rulesId} rules={passwordRules(field.text)} />}
    </Stack>
  );
});
