import { ApiError } from '@cabinet/api/http';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { TextInput } from '@cabinet/design-system/text-input';
import { useTranslation } from 'react-i18next';
import { signInCalls, useSignInCall } from '../../../session/sign-in-calls';
import { validateEmail } from '../../../shared/validation/email';

type EmailStepProps = { defaultEmail: string; onSubmitted: (email: string, fresh: boolean) => void };

export function EmailStep({ defaultEmail, onSubmitted }: EmailStepProps) {
  const { t } = useTranslation('auth');
  const { register, handleSubmit, formState, clearErrors } = useForm({
    defaultValues: { email: defaultEmail },
    // The seed clears an error when its field gets focus, so the form does not move focus there.
    shouldFocusError: false,
  });
  const call = useSignInCall(signInCalls.register);
  const submit = handleSubmit(async ({ email }) => {
    const trimmed = email.trim();
    try {
      await call.run({ email: trimmed });
      onSubmitted(trimmed, true);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'user_already_exist') onSubmitted(trimmed, false);
    }
  });
  const error = formState.errors.email?.message;
  // A failed call other than "already registered" shows its message under the field; what was typed stays.
  const failed =
    call.error instanceof ApiError && call.error.code !== 'user_already_exist' ? call.error : null;
  // The school refusing the e-mail as no address says what the form's own check says.
  const failure =
    failed &&
    (failed.code === 'email_invalid'
      ? t('form.email_valid')
      : failed.code === 'unknown'
        ? t('common:errors.unknown')
        : failed.message);
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <Typography color="textSecondary">{t('emailStepHint')}</Typography>
      <TextInput
        label={t('email')}
        type="email"
        autoComplete="email"
        required
        error={error ? t(error) : (failure ?? undefined)}
        {...register('email', { validate: validateEmail })}
        onFocus={() => {
          clearErrors('email');
          call.reset();
        }}
      />
      <Button type="submit" variant="contained" size="large" loading={call.pending}>
        {t('continue')}
      </Button>
    </Stack>
  );
}
