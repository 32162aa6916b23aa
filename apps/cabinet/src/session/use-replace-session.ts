import { logout } from '@cabinet/api/account';
import { clearSignIn, getToken } from '@cabinet/api/http';
import type { User } from '@cabinet/api/model';
import { useQueryClient } from '@tanstack/react-query';
import { forgetKeptQueries } from '../app/offline/use-query-persistence';
import { readStoredUser } from './stored-user';
import { useCompleteSignIn } from './use-complete-sign-in';

/**
 * Signs another user in on a device where someone is signed in, once that person has agreed: the
 * previous session ends as at logout (its cookies, stored user, token and cached data go; the
 * server is told with its token), then the new one starts as any sign-in does.
 */
export function useReplaceSession() {
  const queryClient = useQueryClient();
  const completeSignIn = useCompleteSignIn();
  return ({ token, user }: { token: string; user: User }) => {
    const previous = getToken();
    const leaving = readStoredUser()?.id;
    clearSignIn();
    queryClient.clear();
    if (leaving !== undefined && leaving !== user.id) void forgetKeptQueries(leaving).catch(() => undefined);
    completeSignIn({ token, user });
    if (previous && previous !== token) {
      void logout({ silent: true, withToken: previous }).catch(() => undefined);
    }
  };
}
