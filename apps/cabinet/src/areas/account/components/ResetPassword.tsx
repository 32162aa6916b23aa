import { useResetPassword } from '@cabinet/api/account';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Password reset: a reset link is sent to the e-mail, with a confirmation and a resend. */
export function ResetPassword({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const call = useResetPassword();
  const { mutate } = call;
  const sentOnce = useRef(false);
  useEffect(() => {
    if (sentOnce.current) return;
    sentOnce.current = true;
    mutate({ data: { email } });
  }, [email, mutate]);
  return (
    <Stack spacing={1} role="status">
      {call.isSuccess && <Alert severity="success">{t('resetSent', { email })}</Alert>}
      <Button variant="outlined" loading={call.isPending} onClick={() => call.mutate({ data: { email } })}>
        {t('resendReset')}
      </Button>
    </Stack>
  );
}
