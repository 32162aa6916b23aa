import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../shared/paths';
import { PageLoading } from '../shared/PageLoading';
import { PageError } from '../shared/PageError';
import { saveReturnUrl } from './return-url';
import { useCurrentUser } from './use-current-user';

/** A visitor without a session goes to /login; the wanted path is kept as the return URL. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { hasToken, data: user, isPending, error, refetch } = useCurrentUser();
  if (!hasToken) {
    saveReturnUrl(location.pathname + location.search);
    return <Navigate to={paths.login.to()} replace />;
  }
  if (user) return children;
  if (error) return <PageError error={error} onRetry={() => void refetch()} />;
  return isPending ? <PageLoading /> : null;
}
