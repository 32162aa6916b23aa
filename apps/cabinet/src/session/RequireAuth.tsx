import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../shared/paths';
import { saveReturnUrl } from './return-url';
import { useCurrentUser } from './use-current-user';

/** A visitor without a session goes to /login; the wanted path is kept as the return URL. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { hasToken } = useCurrentUser();
  if (!hasToken) {
    saveReturnUrl(location.pathname + location.search);
    return <Navigate to={paths.login.to()} replace />;
  }
  return children;
}
