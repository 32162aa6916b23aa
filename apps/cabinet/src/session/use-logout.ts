import { useLogout as useLogoutCall } from '@cabinet/api/account';
import { clearSignIn } from '@cabinet/api/http';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../shared/paths';

/** Logout: the server call, then the cookies, user and token are cleared and login opens. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const call = useLogoutCall({ request: { silent: true } });
  const signOut = () =>
    call.mutateAsync(undefined).finally(() => {
      clearSignIn();
      queryClient.clear();
      void navigate(paths.login.to(), { replace: true });
    });
  return { signOut, isPending: call.isPending };
}
