import { getCurrentUser } from '@cabinet/api/account';
import { clearSession, setToken } from '@cabinet/api/http';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useCompleteSignIn } from '../../../session/use-complete-sign-in';
import { PageLoading } from '../../../shared/PageLoading';
import { paths } from '../../../shared/paths';

/** `/login-as?token=…`: support staff open the cabinet as a user with a token they were given. */
export function LoginAsPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const token = params.get('token');
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    setToken(token);
    getCurrentUser({ silent: true, skipRefresh: true })
      .then(({ data }) => completeSignIn({ token, user: data }))
      .catch(() => {
        clearSession();
        setFailed(true);
      });
  }, [token, completeSignIn]);
  if (token && !failed) return <PageLoading />;
  return (
    <Stack spacing={2}>
      <Alert severity="error">{t('loginAsFailed')}</Alert>
      <Button component={Link} to={paths.login.to()} variant="contained">
        {t('toLogin')}
      </Button>
    </Stack>
  );
}
