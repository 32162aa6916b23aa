import { getGetCurrentUserQueryKey } from '@cabinet/api/account';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { RequireAuth } from '../../session/RequireAuth';
import { useCurrentUser } from '../../session/use-current-user';
import { useLiveSocket } from '../../session/use-live-socket';
import { CabinetLayout } from './CabinetLayout';

/** The cabinet layout for signed-in users only; the user is refreshed on every navigation. */
export function GuardedCabinetLayout() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  useLiveSocket();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: getGetCurrentUserQueryKey() });
  }, [pathname, queryClient]);
  return (
    <RequireAuth>
      <CabinetLayout user={user} />
    </RequireAuth>
  );
}
