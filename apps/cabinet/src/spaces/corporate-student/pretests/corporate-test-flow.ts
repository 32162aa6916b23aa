import { getListPaidPretestsQueryKey } from '@cabinet/api/paid-pretests';
import type { HeldTest, PlacementTestFlow } from '../../../features/placement-tests/flow/placement-test-flow';
import { paths } from '../../../shared/paths';
import { CorporateTestResult } from './CorporateTestResult';
import { useCurrentTest } from './use-current-test';

const student = paths.corporateStudent;

/** The employee's test to take now, from the assigned tests; the newest is the latest attempt. */
function useCorporateTest(): HeldTest {
  const tests = useCurrentTest();
  const { current } = tests;
  const latest = tests.data?.data[0];
  return {
    isPending: tests.isPending,
    error: tests.isError ? tests.error : null,
    loaded: tests.data !== undefined,
    retry: () => void tests.refetch(),
    attemptId: current?.id,
    attempt: current?.attempt,
    receivedAt: tests.dataUpdatedAt,
    latestId: latest?.id,
    rules: current?.rules ?? [],
    noneTo: latest
      ? student.paidPlacementTestResult.to(latest.id, 'general')
      : student.paidPlacementTests.to(),
  };
}

/**
 * The corporate test a company assigns its employee (`/corporate/pretests/paid/...`): grammar, a
 * 5-minute break, then writing (at most 250 words; the school's refusal says so); one test at a time.
 */
export const corporateTestFlow: PlacementTestFlow = {
  parts: ['grammar', 'writing'],
  inOrder: true,
  partParam: 'part',
  paths: {
    list: student.paidPlacementTests.to,
    start: {
      path: student.paidPlacementTestStart.path,
      to: (_test, part) => student.paidPlacementTestStart.to(part),
    },
    test: {
      path: student.paidPlacementTestPart.path,
      to: (_test, part) => student.paidPlacementTestPart.to(part),
    },
    result: {
      path: student.paidPlacementTestResult.path,
      to: (attemptId) => student.paidPlacementTestResult.to(attemptId, 'general'),
    },
  },
  useHeldTest: useCorporateTest,
  refresh: (client) => client.invalidateQueries({ queryKey: getListPaidPretestsQueryKey() }),
  trail: (_attempt, t) => [
    { label: t('paidPretests:overview.title'), href: student.placementTests.to() },
    { label: t('paidPretests:list.title'), href: student.paidPlacementTests.to() },
  ],
  startTexts: { rule: 'paidPretests:start.rule', about: 'paidPretests:start.about' },
  Result: CorporateTestResult,
};
