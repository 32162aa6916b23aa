import {
  getGetPretestAttemptQueryKey,
  getGetPretestQueryKey,
  useGetPretest,
  useGetPretestAttempt,
} from '@cabinet/api/pretests';
import type {
  HeldTest,
  PlacementTestFlow,
  RouteParams,
} from '../../features/placement-tests/flow/placement-test-flow';
import { paths } from '../../shared/paths';
import { EntryTestResult } from './EntryTestResult';

/** The test the route's slug names and the taker's latest attempt of it (whatever its state). */
function useEntryTest({ slug = '' }: RouteParams, withAttempt: boolean): HeldTest {
  const test = useGetPretest(slug);
  const attemptId = test.data?.data.attempt?.id;
  const asked = withAttempt && attemptId !== undefined;
  const attempt = useGetPretestAttempt(attemptId ?? 0, { query: { enabled: asked } });
  const failed = test.isError ? test : asked && attempt.isError ? attempt : undefined;
  return {
    isPending: test.isPending || (test.isSuccess && asked && attempt.isPending),
    error: failed?.error ?? null,
    loaded: test.data !== undefined,
    retry: () => void failed?.refetch(),
    attemptId,
    attempt: attempt.data?.data,
    receivedAt: attempt.dataUpdatedAt,
    latestId: attemptId,
    rules: test.data?.data.parts ?? [],
    noneTo: paths.placementTestIntro.to(slug),
  };
}

/** A part's page of the entry test, under the slug and version of the route it is arrived at from. */
const partRoute = (route: { path: string; to: (slug: string, variant: string, part: string) => string }) => ({
  path: route.path,
  to: ({ slug = '', testVariant = '' }: RouteParams, part: string) => route.to(slug, testVariant, part),
});

/**
 * The entry test any learner chooses (`/pretests/...`): grammar, reading and writing in any order,
 * under the test's slug and version; without an attempt, its intro begins one.
 */
export const entryTestFlow: PlacementTestFlow = {
  parts: ['grammar', 'reading', 'writing'],
  inOrder: false,
  partParam: 'testPart',
  paths: {
    list: paths.placementTests.to,
    start: partRoute(paths.placementTestStart),
    test: partRoute(paths.placementTestPart),
    result: {
      path: paths.placementTestResult.path,
      to: (attemptId) => paths.placementTestResult.to(attemptId, 'general'),
    },
  },
  useHeldTest: useEntryTest,
  refresh: (client, attempt) =>
    Promise.all([
      client.invalidateQueries({ queryKey: getGetPretestQueryKey(attempt.test_slug) }),
      client.invalidateQueries({ queryKey: getGetPretestAttemptQueryKey(attempt.id) }),
    ]),
  trail: (attempt, t, language) => [
    { label: t('list.title'), href: paths.placementTests.to() },
    {
      label: language === 'en' ? attempt.test_name_en : attempt.test_name,
      href: paths.placementTestIntro.to(attempt.test_slug),
    },
  ],
  startTexts: { rule: 'intro.partRule', about: 'start.about' },
  Result: EntryTestResult,
};
