import { useGetCurrentUser } from '@cabinet/api/account';
import { getToken } from '@cabinet/api/http';
import { readStoredUser } from './stored-user';

/**
 * The signed-in user, loaded when a token exists. The record stored at sign-in is
 * the user from the first paint; it counts as out of date, so the school is asked at once and its
 * answer replaces it. A failed or slow answer leaves the stored user in place.
 */
export function useCurrentUser() {
  const hasToken = getToken() !== null;
  const query = useGetCurrentUser({
    query: {
      enabled: hasToken,
      initialData: () => {
        const stored = hasToken ? readStoredUser() : null;
        return stored ? { data: stored } : undefined;
      },
      initialDataUpdatedAt: 0,
      select: (answer) => answer.data,
    },
  });
  return { ...query, hasToken };
}
