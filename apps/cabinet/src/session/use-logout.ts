import { logout } from '@cabinet/api/account';
import { clearSignIn, getToken } from '@cabinet/api/http';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { forgetKeptQueries } from '../app/offline/use-query-persistence';
import { paths } from '../shared/paths';
import { readStoredUser } from './stored-user';

/**
 * Logout: the token, cookies, user and the answers kept for reading offline are cleared and login opens at once; then the server is told,
 * with the token that was in use. Clearing first matters: a call still on its way, which the server
 * refuses once the session has ended, then ends quietly instead of being taken for an expired
 * session (a refresh that fails and reloads the sign-in page under the user).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = async () => {
    const token = getToken();
    const leaving = readStoredUser()?.id;
    clearSignIn();
    queryClient.clear();
    // What was kept on the device for reading offline goes too.
    void forgetKeptQueries(leaving).catch(() => undefined);
    void navigate(paths.login.to(), { replace: true });
    if (token) {
      await logout({ silent: true, headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
    }
  };
  return { signOut };
}
