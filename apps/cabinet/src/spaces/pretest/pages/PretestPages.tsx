import { Navigate, useParams } from 'react-router-dom';
import { RequireGate } from '../../../session/RequireGate';
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
    <RequireGate gate="pretests">
      <TestList />
    </RequireGate>
  );
}

/** `/pretests/:slug`: a test's intro (corporate students and managers are sent to the profile). */
export function PretestIntroPage() {
  const { slug = '' } = useParams();
  return (
    <RequireGate gate="pretestIntro">
      <TestIntro slug={slug} />
    </RequireGate>
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
    <RequireGate gate="pretests">
      <PartStart slug={slug} variant={testVariant} part={testPart} fromTest={fromTest} />
    </RequireGate>
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
    <RequireGate gate="pretests">
      <PartSheet slug={slug} variant={testVariant} part={testPart} fromResult={fromResult} />
    </RequireGate>
  );
}

/** `/pretests/:userTestVariantId/result/:section?`: general (the default), grammar, writing, reading, speaking. */
export function PretestResultPage() {
  const ids = useRouteIds('userTestVariantId');
  const { section = 'general' } = useParams();
  if (!ids || !isResultSection(section)) return <Navigate to={paths.notFound.to()} replace />;
  return (
    <RequireGate gate="pretests">
      <AttemptResult attemptId={ids.userTestVariantId} section={section} />
    </RequireGate>
  );
}
