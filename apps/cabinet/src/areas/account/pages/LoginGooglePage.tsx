import { useLoginWithGoogle } from '@cabinet/api/account';
import { ApiError } from '@cabinet/api/http';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { googleClientId, isMockMode } from '../../../env';
import { useCompleteSignIn } from '../../../session/use-complete-sign-in';
import { paths } from '../../../shared/paths';
import { GoogleIdentityButton } from '../google/GoogleIdentityButton';
import { MockGoogleChooser } from '../google/MockGoogleChooser';

type GoogleSettings = { mock?: boolean; clientId?: string };

/**
 * A refusal for too many tries says to wait; any other (a credential the school could not verify,
 * the school failing) says the sign-in did not work, in the interface's language, never the
 * server's own words.
 */
const tooManyTries = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'too_many_requests';

/**
 * `/login-google`: Google sign-in, in mock mode through a mock account chooser. The build's settings
 * choose; a test may turn the chooser off (`mock: false`) to run Google's own path. The chooser is
 * behind the build's constant, so a build with mocking off carries none of it.
 */
export function LoginGooglePage({ mock = true, clientId = googleClientId }: GoogleSettings = {}) {
  const { t } = useTranslation('auth');
  const completeSignIn = useCompleteSignIn();
  const call = useLoginWithGoogle({ request: { silent: true } });
  const { mutate } = call;
  const signIn = useCallback(
    (credential: string) =>
      mutate(
        { data: { token: credential, userAgent: navigator.userAgent } },
        { onSuccess: (result) => completeSignIn({ token: result.token, user: result.user.data }) },
      ),
    [mutate, completeSignIn],
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Stack spacing={2} aria-busy={call.isPending}>
        <Typography variant="h5" component="h1">
          {t('google.title')}
        </Typography>
        {/* The loading flag while the school checks the Google sign-in. */}
        {call.isPending && <LinearProgress aria-label={t('google.signingIn')} />}
        {call.isError && (
          <Alert severity="error">{t(tooManyTries(call.error) ? 'google.tooMany' : 'google.failed')}</Alert>
        )}
        {isMockMode && mock ? (
          <MockGoogleChooser onChoose={signIn} disabled={call.isPending} />
        ) : clientId ? (
          <GoogleIdentityButton clientId={clientId} onCredential={signIn} />
        ) : (
          <Alert severity="info">{t('google.unavailable')}</Alert>
        )}
        <Button component={Link} to={paths.login.to()}>
          {t('google.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
