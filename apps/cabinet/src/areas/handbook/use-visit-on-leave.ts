import { getListHandbookCategoriesQueryKey, markHandbookVisited } from '@cabinet/api/handbook';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Handbook pages on screen now; the visit is recorded when it falls to none. */
let onScreen = 0;
let pending: ReturnType<typeof setTimeout> | undefined;

/** Every handbook read (categories, a category, its cards) starts with this address. */
const HANDBOOK_KEY_PREFIX = getListHandbookCategoriesQueryKey()[0];

/**
 * Records the viewer's visit when they leave the handbook, not when they open it: the new and
 * updated flags stay while they read (going from the categories to a category and back keeps
 * them), and the next visit counts from this one. Turning from one handbook page to another
 * unmounts one and mounts the next in the same commit, so the visit waits a tick and is dropped
 * if a handbook page is back on screen by then.
 */
export function useHandbookVisitOnLeave(mark: () => Promise<unknown> = markHandbookVisited) {
  const queryClient = useQueryClient();
  useEffect(() => {
    onScreen += 1;
    clearTimeout(pending);
    return () => {
      onScreen -= 1;
      clearTimeout(pending);
      pending = setTimeout(() => {
        if (onScreen > 0) return;
        void mark()
          .then(() =>
            queryClient.invalidateQueries({
              predicate: (query) =>
                typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(HANDBOOK_KEY_PREFIX),
            }),
          )
          .catch(() => undefined);
      }, 0);
    };
  }, [mark, queryClient]);
}
