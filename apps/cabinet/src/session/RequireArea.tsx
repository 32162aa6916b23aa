import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { type Area, canEnter } from '../access/areas';
import { paths } from '../shared/paths';
import { useCurrentUser } from './use-current-user';

/** A route area (docs/roles-and-spaces.md#route-areas): a user without its spaces is sent to /profile. */
export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return canEnter(area, user.spaces) ? children : <Navigate to={paths.profile.to()} replace />;
}
