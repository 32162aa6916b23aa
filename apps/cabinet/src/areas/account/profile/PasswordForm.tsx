import { useChangePassword } from '@cabinet/api/account';
import { PasswordField } from '@cabinet/design-system/password-field';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from './FormActions';
import { FormFeedback } from './FormFeedback';
import { confirmPasswordCheck, newPasswordCheck } from './field-checks';
import { type DirtyReporter, useReportDirty } from '../../../shared/use-dirty-forms';

type NewPassword = { password: string; confirmation: string };

const empty: NewPassword = { password: '', confirmation: '' };

/** A new password (8 characters, an uppercase letter, a digit), typed twice. */
export function PasswordForm({ onDirtyChange }: { onDirtyChange?: DirtyReporter }) {
  const { t } = useTranslation('account');
  const { control, handleSubmit, reset, formState } = useForm<NewPassword>({
    defaultValues: empty,
    mode: 'onTouched',
  });
  useReportDirty('password', formState.isDirty, onDirtyChange);
  const call = useChangePassword({ request: { silent: true } });
  const submit = handleSubmit(async ({ password }) => {
    try {
      await call.mutateAsync({ data: { password } });
    } catch {
      return;
    }
    reset(empty);
  });
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={submit}>
      {/* Controlled, so the rules under the field follow the value when the form is cleared. */}
      <Controller
        control={control}
        name="password"
        rules={{ validate: newPasswordCheck }}
        render={({ field, fieldState }) => (
          <PasswordField
            {...field}
            isNew
            required
            validateOnBlur={false}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="confirmation"
        rules={{ validate: (value, values) => confirmPasswordCheck(values.password)(value) }}
        render={({ field, fieldState }) => (
          <PasswordField
            {...field}
            label={t('password.confirm')}
            required
            validateOnBlur={false}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <FormActions label={t('password.submit')} busy={call.isPending} />
      <FormFeedback
        success={call.isSuccess && !formState.isDirty && t('password.changed')}
        error={call.error}
        savesChanges
      />
    </Stack>
  );
}
