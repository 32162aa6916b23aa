import { useGetCurrentUser } from '@cabinet/api/account';
import { getToken } from '@cabinet/api/http';
import { signedInAt } from './signed-in-at';
import { readStoredUser } from './stored-user';

/**
 * The signed-in user, loaded when a token exists. The record stored at sign-in is
 * the user from the first paint. Kept from an earlier visit, it counts as out of date, so the school
 * is asked at once and its answer replaces it; written by a sign-in on this page, it is the school's
 * answer of that moment (fresh for the query's stale time). A failed or slow answer leaves the
 * stored user in place, and is not told by a toast (`silent`): with a stored user the page works
 * and its own calls tell of a school that is down; without one the layout shows the failure with
 * a retry in the page's place.
 */
export function useCurrentUser() {
  const hasToken = getToken() !== null;
  const query = useGetCurrentUser({
    request: { silent: true },
    query: {
      enabled: hasToken,
      initialData: () => {
        const stored = hasToken ? readStoredUser() : null;
        return stored ? { data: stored } : undefined;
      },
      initialDataUpdatedAt: () => signedInAt(getToken()),
      select: (answer) => answer.data,
    },
  });
  return { ...query, hasToken };
}
