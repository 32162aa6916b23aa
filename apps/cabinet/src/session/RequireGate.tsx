import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { type Gate, canEnter, openToVisitors } from '../access/gates';
import { paths } from '../shared/paths';
import { useCurrentUser } from './use-current-user';

/**
 * A gate (docs/roles-and-spaces.md#route-areas): a user without its spaces is sent to /profile.
 * A visitor who has not signed in passes a gate open to visitors (the public catalogue).
 */
export function RequireGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  const { data: user, hasToken } = useCurrentUser();
  if (!hasToken && openToVisitors(gate)) return children;
  if (!user) return null;
  return canEnter(gate, user.spaces) ? children : <Navigate to={paths.profile.to()} replace />;
}

/** A subtree's guard: the pages under it open only past the gate. */
export function GateOutlet({ gate }: { gate: Gate }) {
  return (
    <RequireGate gate={gate}>
      <Outlet />
    </RequireGate>
  );
}
