import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The persistence loads with the first signed-in page, in a file of its own (it is not needed to paint). */
const persistence = () => import('./query-persistence');
const reachability = () => import('./reachability');

/**
 * Keeps the signed-in user's query cache on the device while the layout stands
 * (docs/drafts.md#offline), and follows whether the school answers at all; stops, writing what
 * changed, when the user changes or leaves.
 */
export function useQueryPersistence(userId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return;
    let stop: (() => Promise<void>) | undefined;
    let stopFollowing: (() => void) | undefined;
    let left = false;
    persistence()
      .then(({ startQueryPersistence }) => {
        if (!left) stop = startQueryPersistence(queryClient, userId);
      })
      // Its file could not be loaded (offline before it was ever fetched): pages work without it.
      .catch(() => undefined);
    // A call that gets no answer while the browser says online counts as offline too.
    reachability()
      .then(({ followSchoolReachability }) => {
        if (!left) stopFollowing = followSchoolReachability(queryClient).stop;
      })
      .catch(() => undefined);
    return () => {
      left = true;
      stopFollowing?.();
      void stop?.();
    };
  }, [queryClient, userId]);
}

/** Deletes the user's kept cache (at logout); `undefined`: every user's on this device. */
export async function forgetKeptQueries(userId?: number): Promise<void> {
  const { clearPersistedQueries } = await persistence();
  await clearPersistedQueries(userId);
}
