import { useGetCurrentUser } from '@cabinet/api/account';
import { getToken } from '@cabinet/api/http';

/** The signed-in user, loaded when a token exists (seed 000 §4). */
export function useCurrentUser() {
  const hasToken = getToken() !== null;
  const query = useGetCurrentUser({ query: { enabled: hasToken, select: (answer) => answer.data } });
  return { ...query, hasToken };
}
