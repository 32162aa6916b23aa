import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { signInCalls, useSignInCall } from '../../../session/sign-in-calls';
import { tellFailedWrite } from '../../../session/tell-failed-write';

/** Password reset: a reset link is sent to the e-mail, with a confirmation and a resend. */
export function ResetPassword({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const call = useSignInCall(signInCalls.resetPassword);
  // A failure is one toast; the button offers to send again.
  const { run } = call;
  const send = useCallback(() => void run({ email }).catch(tellFailedWrite), [email, run]);
  const sentOnce = useRef(false);
  useEffect(() => {
    if (sentOnce.current) return;
    sentOnce.current = true;
    send();
  }, [send]);
  return (
    <Stack spacing={1} role="status">
      {call.succeeded && <Alert severity="success">{t('resetSent', { email })}</Alert>}
      <Button variant="outlined" loading={call.pending} onClick={send}>
        {t('resendReset')}
      </Button>
    </Stack>
  );
}
