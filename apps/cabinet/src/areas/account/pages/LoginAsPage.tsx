import { useGetCurrentUser } from '@cabinet/api/account';
import { failureKind } from '@cabinet/api/http';
import type { User } from '@cabinet/api/model';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useCompleteSignIn } from '../../../session/use-complete-sign-in';
import { useCurrentUser } from '../../../session/use-current-user';
import { useReplaceSession } from '../../../session/use-replace-session';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { paths } from '../../../shared/paths';

/**
 * The user a support link's token belongs to, read with that token alone: the session on this
 * device (if any) is neither used nor changed by the check.
 */
function useTokenUser(token: string | null) {
  return useGetCurrentUser({
    request: { silent: true, withToken: token ?? undefined },
    query: {
      queryKey: ['login-as', token],
      enabled: token !== null,
      gcTime: 0,
      staleTime: Infinity,
      select: (answer) => answer.data,
    },
  });
}

/** A token that does not sign in: the school refused it (as opposed to not answering now). */
const isRefused = (error: unknown) => ['session', 'client'].includes(failureKind(error));

function LoginAsFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('loginAs.title')}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

/** Someone else is signed in: who is signed in now, whom the link is for, and the choice. */
function SwitchQuestion({
  current,
  next,
  onContinue,
}: {
  current: User;
  next: User;
  onContinue: () => void;
}) {
  const { t } = useTranslation('auth');
  // Two people of the same name are told apart by their e-mails on the buttons.
  const sameName = current.name === next.name;
  return (
    <LoginAsFrame>
      <Typography>{t('loginAs.signedInNow', { name: current.name, email: current.email })}</Typography>
      <Typography>{t('loginAs.linkFor', { name: next.name, email: next.email })}</Typography>
      <Typography>{t('loginAs.question')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" onClick={onContinue}>
          {t('loginAs.continueAs', { name: sameName ? next.email : next.name })}
        </Button>
        <Button variant="outlined" component={Link} to={paths.profile.to()} replace>
          {t('loginAs.stayAs', { name: sameName ? current.email : current.name })}
        </Button>
      </Stack>
    </LoginAsFrame>
  );
}

/**
 * `/login-as?token=…`: support staff open the cabinet as a user with a token they were given.
 * With nobody signed in, a good token signs its user in at once. A signed-in session is never
 * replaced unasked: the page says who is signed in and whom the link is for, and switches only
 * when told to; a bad token leaves the session as it is.
 */
export function LoginAsPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const completeSignIn = useCompleteSignIn();
  const replaceSession = useReplaceSession();
  const session = useCurrentUser();
  const current = session.hasToken ? session.data : undefined;
  const link = useTokenUser(token);
  const next = link.data;
  // Nobody else is signed in (or the same person is): the link signs in without a question.
  const proceeds = token !== null && next !== undefined && (!session.hasToken || current?.id === next.id);
  const started = useRef(false);
  useEffect(() => {
    if (!proceeds || started.current || !token || !next) return;
    started.current = true;
    completeSignIn({ token, user: next });
  }, [proceeds, token, next, completeSignIn]);

  if (token === null || (link.isError && isRefused(link.error))) {
    return (
      <LoginAsFrame>
        {current ? (
          <>
            <Alert severity="error">
              {t('loginAs.badToken', { name: current.name, email: current.email })}
            </Alert>
            <Button component={Link} to={paths.profile.to()} replace variant="contained">
              {t('loginAs.toCabinet')}
            </Button>
          </>
        ) : (
          <>
            <Alert severity="error">{t('loginAsFailed')}</Alert>
            <Button component={Link} to={paths.login.to()} variant="contained">
              {t('toLogin')}
            </Button>
          </>
        )}
      </LoginAsFrame>
    );
  }
  if (link.isError)
    return <PageError error={link.error} onRetry={() => void link.refetch()} headingLevel={1} />;
  if (session.hasToken && !current && session.isError) {
    return <PageError error={session.error} onRetry={() => void session.refetch()} headingLevel={1} />;
  }
  if (!next || proceeds || !current) return <PageLoading />;
  const switchUser = () => {
    started.current = true;
    replaceSession({ token, user: next });
  };
  return <SwitchQuestion current={current} next={next} onContinue={switchUser} />;
}
