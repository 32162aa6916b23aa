import { getGetCurrentUserQueryKey } from '@cabinet/api/account';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { gateOfRoutes, openToVisitors } from '../../access/gates';
import { RequireAuth } from '../../session/RequireAuth';
import { RequireUser } from '../../session/RequireUser';
import { useRememberedUser } from '../../session/stored-user';
import { useCurrentUser } from '../../session/use-current-user';
import { useQueryPersistence } from '../offline/use-query-persistence';
import { useLiveSocket } from '../../session/use-live-socket';
import { CabinetLayout } from './CabinetLayout';

/** Asks the school for the user again on every navigation after the first, in the background. */
function useUserRefreshOnNavigation() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: getGetCurrentUserQueryKey() });
  }, [pathname, queryClient]);
}

/** The page is in an area open to visitors who have not signed in (the public catalogue). */
function usePublicPage(): boolean {
  const gate = gateOfRoutes(useMatches().map((match) => match.handle));
  return gate !== undefined && openToVisitors(gate);
}

/**
 * The cabinet layout for signed-in users, and for visitors on a public page (no menu, a sign-in
 * link; any other page sends them to sign in). It stands from the first paint on the user stored
 * at sign-in while the school is asked again; the header and the menu stay whatever the refresh
 * does. Only the page's place shows a loading state or an error (a first visit on this device).
 */
export function GuardedCabinetLayout() {
  const { data: user, hasToken } = useCurrentUser();
  useQueryPersistence(user?.id);
  useUserRefreshOnNavigation();
  useRememberedUser(user);
  useLiveSocket();
  const navigating = useNavigation().state !== 'idle';
  const publicPage = usePublicPage();
  if (!hasToken && publicPage) {
    return (
      <CabinetLayout user={undefined} visitor navigating={navigating}>
        <Outlet />
      </CabinetLayout>
    );
  }
  return (
    <RequireAuth>
      <CabinetLayout user={user} navigating={navigating}>
        <RequireUser>
          <Outlet />
        </RequireUser>
      </CabinetLayout>
    </RequireAuth>
  );
}
