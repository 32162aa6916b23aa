import { getGetPaidPretestQueryKey, getListPaidPretestChecksQueryKey } from '@cabinet/api/paid-pretests';
import type { PaidPretest, PaidPretestEnvelope } from '@cabinet/api/model';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * After a write: puts the school's answer into the test at once (when there is one) and asks
 * again for the test and the list, so the status and the result follow.
 */
export function useRefreshCheck(testId: number) {
  const client = useQueryClient();
  return useCallback(
    async (update?: (test: PaidPretest) => PaidPretest) => {
      const key = getGetPaidPretestQueryKey(testId);
      if (update) {
        client.setQueryData<PaidPretestEnvelope>(key, (old) => (old ? { data: update(old.data) } : old));
      }
      await Promise.all([
        client.invalidateQueries({ queryKey: key }),
        client.invalidateQueries({ queryKey: getListPaidPretestChecksQueryKey() }),
      ]);
    },
    [client, testId],
  );
}
