import type { PaidPretest } from '@cabinet/api/model';
import { useListPaidPretests } from '@cabinet/api/paid-pretests';

/** The employee's test to take now: the newest assigned or in progress, if any. */
export const currentTestOf = (tests: readonly PaidPretest[]): PaidPretest | undefined =>
  tests.find((test) => test.status === 'assigned' || test.status === 'in_progress');

export function useCurrentTest() {
  const tests = useListPaidPretests();
  return { ...tests, current: tests.data ? currentTestOf(tests.data.data) : undefined };
}
