import { getGetCurrentUserQueryKey } from '@cabinet/api/account';
import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { onSignIn } from '../../session/signed-in-at';
import { GivenQueryClient } from '../query-client-context';
import { queryClient } from '../query-client';

/**
 * The query cache around every page that asks the school: the cabinet, the other sign-in pages,
 * the checkout. The sign-in page stands outside it and paints without the query library; its
 * calls are plain (`session/sign-in-calls.ts`). A sign-in made under it (Google, login-as) puts the
 * user into the cache at once.
 */
export function QueryLayer() {
  const client = useContext(GivenQueryClient) ?? queryClient;
  useEffect(
    () => onSignIn((user) => client.setQueryData(getGetCurrentUserQueryKey(), { data: user })),
    [client],
  );
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
