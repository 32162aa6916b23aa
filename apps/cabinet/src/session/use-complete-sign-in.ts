import { storeSignIn } from '@cabinet/api/http';
import type { User } from '@cabinet/api/model';
import { useNavigate } from 'react-router-dom';
import { landingFor } from '../access/landing';
import { noteSignIn } from './signed-in-at';
import { takeReturnUrl } from './return-url';

type SignIn = { token: string; user: User; fresh?: boolean; passwordLogin?: boolean };

/**
 * Finishes any sign-in (password, Google, login-as): keeps the session, then goes to the stored
 * return route, else to this user's landing page. The user the school just answered is the
 * cabinet's user at once, as fresh as a user query answered now: the query cache takes it when it
 * is loaded, else the cabinet's first user query starts from it (`useCurrentUser`). The sign-in page
 * itself paints without the query cache, which loads with the cabinet (docs/testing.md#budgets).
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  return ({ token, user, fresh = false, passwordLogin = false }: SignIn) => {
    storeSignIn(token, user, passwordLogin);
    noteSignIn(token, user);
    const landing = landingFor(user.spaces, fresh);
    void navigate(takeReturnUrl() ?? landing, { replace: true });
  };
}
