import { getGetCurrentUserQueryKey } from '@cabinet/api/account';
import { storeSignIn } from '@cabinet/api/http';
import type { User } from '@cabinet/api/model';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { landingFor } from '../access/landing';
import { takeReturnUrl } from './return-url';

type SignIn = { token: string; user: User; fresh?: boolean; passwordLogin?: boolean };

/**
 * Finishes any sign-in (password, Google, login-as): keeps the session, then goes to the stored
 * return route, else to this user's landing page.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return ({ token, user, fresh = false, passwordLogin = false }: SignIn) => {
    storeSignIn(token, user, passwordLogin);
    queryClient.setQueryData(getGetCurrentUserQueryKey(), { data: user });
    const landing = landingFor(user.spaces, fresh);
    void navigate(takeReturnUrl() ?? landing, { replace: true });
  };
}
