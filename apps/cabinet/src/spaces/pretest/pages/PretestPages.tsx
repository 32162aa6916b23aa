import { Navigate, useLocation, useParams } from 'react-router-dom';
import { RequireArea } from '../../../session/RequireArea';
import { paths } from '../../../shared/paths';
import { useRouteIds } from '../../../shared/route-ids';
import { isResultSection } from '../../../features/placement-tests/AttemptResultView';
import { AttemptResult } from '../AttemptResult';
import { PartSheet } from '../PartSheet';
import { PartStart } from '../PartStart';
import { TestIntro } from '../TestIntro';
import { TestList } from '../TestList';
import { type FromState, isTakenPart } from '../part-order';

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

/** `/pretests/:slug/:testVariant/:testPart/start`; arriving from the part's own test page leads to the result. */
export function PretestStartPage() {
  const { slug = '', testVariant = '', testPart } = useParams();
  const state = useLocation().state as FromState;
  if (!isTakenPart(testPart)) return <Navigate to={paths.notFound.to()} replace />;
  return (
    <RequireArea area="pretests">
      <PartStart
        slug={slug}
        variant={testVariant}
        part={testPart}
        fromTest={state?.from === 'test' && state.part === testPart}
      />
    </RequireArea>
  );
}

/** `/pretests/:slug/:testVariant/:testPart/test`; the writing test reached from the result leads to the result. */
export function PretestPartPage() {
  const { slug = '', testVariant = '', testPart } = useParams();
  const from = (useLocation().state as FromState)?.from;
  if (!isTakenPart(testPart)) return <Navigate to={paths.notFound.to()} replace />;
  return (
    <RequireArea area="pretests">
      <PartSheet
        slug={slug}
        variant={testVariant}
        part={testPart}
        fromResult={testPart === 'writing' && from === 'result'}
      />
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
