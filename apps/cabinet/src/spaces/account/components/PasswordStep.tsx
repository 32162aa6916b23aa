import { useLogin } from '@cabinet/api/account';
import { storeSignIn } from '@cabinet/api/http';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { getGetCurrentUserQueryKey } from '@cabinet/api/account';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { TextInput } from '@cabinet/design-system/text-input';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { takeReturnUrl } from '../../../session/return-url';
import { paths } from '../../../shared/paths';

type PasswordStepProps = { email: string; fresh: boolean; onChangeEmail: () => void };

export function PasswordStep({ email, fresh, onChangeEmail }: PasswordStepProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError, clearErrors, setFocus } = useForm({
    defaultValues: { password: '' },
    shouldFocusError: false,
  });
  // The step replaced the e-mail form: move focus to the field it asks for.
  useEffect(() => setFocus('password'), [setFocus]);
  const call = useLogin({ request: { silent: true } });
  const submit = handleSubmit(async ({ password }) => {
    try {
      const result = await call.mutateAsync({ data: { email, password, userAgent: navigator.userAgent } });
      storeSignIn(result.token, result.user.data, true);
      queryClient.setQueryData(getGetCurrentUserQueryKey(), { data: result.user.data });
      void navigate(takeReturnUrl() ?? paths.profile.to(), { replace: true });
    } catch {
      setError('password', { message: 'form.incorrect_password' });
    }
  });
  const error = formState.errors.password?.message;
  return (
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
      <Button type="submit" variant="contained" size="large" loading={call.isPending}>
        {t('signIn')}
      </Button>
      <Button variant="text" onClick={onChangeEmail}>
        {t('changeEmail')}
      </Button>
    </Stack>
  );
}
