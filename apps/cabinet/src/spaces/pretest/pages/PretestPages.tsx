import { Navigate, useParams } from 'react-router-dom';
import { RequireArea } from '../../../session/RequireArea';
import { useArrivedFromRoute } from '../../../shared/arrival';
import { paths } from '../../../shared/paths';
import { useRouteIds } from '../../../shared/route-ids';
import { isResultSection } from '../../../features/placement-tests/AttemptResultView';
import { AttemptResult } from '../AttemptResult';
import { PartSheet } from '../PartSheet';
import { PartStart } from '../PartStart';
import { TestIntro } from '../TestIntro';
import { TestList } from '../TestList';
import { isTakenPart } from '../part-order';

/** `/pretests`: the tests to choose from. */
export function PretestsPage() {
  return (
    <RequireArea area="pretests">
      <TestList />
    </RequireArea>
  );
}

/** `/pretests/:slug`: a test's intro (corporate students and managers are sent to the profile). */
export function PretestIntroPage() {
  const { slug = '' } = useParams();
  return (
    <RequireArea area="pretestIntro">
      <TestIntro slug={slug} />
    </RequireArea>
  );
}

/**
 * `/pretests/:slug/:testVariant/:testPart/start`; arriving from the same part's test page (the
 * browser's back button, or a link) leads to the general result.
 */
export function PretestStartPage() {
  const { slug = '', testVariant = '', testPart } = useParams();
  const test = useArrivedFromRoute(paths.pretestPart.path);
  if (!isTakenPart(testPart)) return <Navigate to={paths.notFound.to()} replace />;
  const fromTest = test?.slug === slug && test.testVariant === testVariant && test.testPart === testPart;
  return (
    <RequireArea area="pretests">
      <PartStart slug={slug} variant={testVariant} part={testPart} fromTest={fromTest} />
    </RequireArea>
  );
}

/**
 * `/pretests/:slug/:testVariant/:testPart/test`; a part's test page arrived at from the result
 * (the writing test after the last part, or any part's: the back button) leads to the general result.
 */
export function PretestPartPage() {
  const { slug = '', testVariant = '', testPart } = useParams();
  const fromResult = useArrivedFromRoute(paths.pretestResult.path) !== null;
  if (!isTakenPart(testPart)) return <Navigate to={paths.notFound.to()} replace />;
  return (
    <RequireArea area="pretests">
      <PartSheet slug={slug} variant={testVariant} part={testPart} fromResult={fromResult} />
    </RequireArea>
  );
}

/** `/pretests/:userTestVariantId/result/:section?`: general (the default), grammar, writing, reading, speaking. */
export function PretestResultPage() {
  const ids = useRouteIds('userTestVariantId');
  const { section = 'general' } = useParams();
  if (!ids || !isResultSection(section)) return <Navigate to={paths.notFound.to()} replace />;
  return (
    <RequireArea area="pretests">
      <AttemptResult attemptId={ids.userTestVariantId} section={section} />
    </RequireArea>
  );
}
