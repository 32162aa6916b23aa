import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { type Area, canEnter, openToVisitors } from '../access/areas';
import { paths } from '../shared/paths';
import { useCurrentUser } from './use-current-user';

/**
 * A route area (docs/roles-and-spaces.md#route-areas): a user without its spaces is sent to /profile.
 * A visitor who has not signed in enters an area open to visitors (the public catalogue).
 */
export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const { data: user, hasToken } = useCurrentUser();
  if (!hasToken && openToVisitors(area)) return children;
  if (!user) return null;
  return canEnter(area, user.spaces) ? children : <Navigate to={paths.profile.to()} replace />;
}
