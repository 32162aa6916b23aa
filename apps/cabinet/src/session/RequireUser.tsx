import type { ReactNode } from 'react';
import { PageError } from '../shared/PageError';
import { PageLoading } from '../shared/PageLoading';
import { useCurrentUser } from './use-current-user';

/**
 * The pages of a signed-in user, once the user is known: at once from the stored record, else
 * (a first visit on this device) after the school answers, with the loading state or the error in
 * the page's place. A failed refresh of a known user keeps the page.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { data: user, error, refetch } = useCurrentUser();
  if (user) return children;
  if (error) return <PageError error={error} onRetry={() => void refetch()} />;
  return <PageLoading />;
}
