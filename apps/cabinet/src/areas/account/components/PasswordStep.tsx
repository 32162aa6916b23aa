import { TextInput } from '@cabinet/design-system/text-input';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { signInCalls, useSignInCall } from '../../../session/sign-in-calls';
import { useCompleteSignIn } from '../../../session/use-complete-sign-in';

// Loaded when asked for: most sign-ins never need it.
const ResetPassword = lazy(() => import('./ResetPassword').then((m) => ({ default: m.ResetPassword })));

type PasswordStepProps = { email: string; fresh: boolean; onChangeEmail: () => void };

/** The password of a known e-mail, or the one just sent to a new one; a reset link on request. */
export function PasswordStep({ email, fresh, onChangeEmail }: PasswordStepProps) {
  const { t } = useTranslation('auth');
  const completeSignIn = useCompleteSignIn();
  const [resetting, setResetting] = useState(false);
  const { register, handleSubmit, formState, setError, clearErrors, setFocus } = useForm({
    defaultValues: { password: '' },
    // The seed clears an error when its field gets focus, so the form does not move focus there.
    shouldFocusError: false,
  });
  // The step replaced the e-mail form: move focus to the field it asks for.
  useEffect(() => setFocus('password'), [setFocus]);
  const call = useSignInCall(signInCalls.login);
  const submit = handleSubmit(async ({ password }) => {
    try {
      const result = await call.run({ email, password, userAgent: navigator.userAgent });
      completeSignIn({ token: result.token, user: result.user.data, fresh, passwordLogin: true });
    } catch {
      setError('password', { message: 'form.incorrect_password' });
    }
  });
  const error = formState.errors.password?.message;
  return (
    <Stack spacing={2}>
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        <Typography color="textSecondary" role="status">
          {t(fresh ? 'passwordSent' : 'existingAccount', { email })}
        </Typography>
        <TextInput
          label={t('password')}
          type="password"
          autoComplete={fresh ? 'one-time-code' : 'current-password'}
          required
          error={error ? t(error) : undefined}
          {...register('password', { required: 'form.password_required' })}
          onFocus={() => clearErrors('password')}
        />
        <Button type="submit" variant="contained" size="large" loading={call.pending}>
          {t('signIn')}
        </Button>
      </Stack>
      {resetting ? (
        <Suspense fallback={null}>
          <ResetPassword email={email} />
        </Suspense>
      ) : (
        <Button variant="text" onClick={() => setResetting(true)}>
          {t('forgotPassword')}
        </Button>
      )}
      <Button variant="text" onClick={onChangeEmail}>
        {t('changeEmail')}
      </Button>
    </Stack>
  );
}
