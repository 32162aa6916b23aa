import { Navigate, useParams } from 'react-router-dom';
import { useArrivedFromRoute } from '../../../shared/arrival';
import { paths } from '../../../shared/paths';
import { useRouteIds } from '../../../shared/route-ids';
import type { TakenPartName } from '../PartSheetView';
import { PartStartPage } from './PartStartPage';
import { PartTestPage } from './PartTestPage';
import type { PlacementTestFlow } from './placement-test-flow';

type FlowPageProps = { flow: PlacementTestFlow };

/** The part the route names, when the test has it. */
function usePart(flow: PlacementTestFlow): TakenPartName | undefined {
  const named = useParams()[flow.partParam];
  return flow.parts.find((part) => part === named);
}

/**
 * A part's start page. Arriving from the same part's test page (the browser's back button, or a
 * link) leads to the general result (docs/rules-and-limits.md#placement-tests).
 */
export function PlacementTestStartPage({ flow }: FlowPageProps) {
  const params = useParams();
  const part = usePart(flow);
  const test = useArrivedFromRoute(flow.paths.test.path);
  if (!part) return <Navigate to={paths.notFound.to()} replace />;
  const fromTest = test !== null && Object.entries(params).every(([name, value]) => test[name] === value);
  return <PartStartPage key={part} flow={flow} params={params} part={part} fromTest={fromTest} />;
}

/**
 * A part's test page. Arrived at from the result (the writing test after the last part, or any
 * part's: the back button), it leads to the general result.
 */
export function PlacementTestPartPage({ flow }: FlowPageProps) {
  const params = useParams();
  const part = usePart(flow);
  const fromResult = useArrivedFromRoute(flow.paths.result.path) !== null;
  if (!part) return <Navigate to={paths.notFound.to()} replace />;
  return <PartTestPage key={part} flow={flow} params={params} part={part} fromResult={fromResult} />;
}

/** An attempt's result, `…/:userTestVariantId/result/:section?` (the general section by default). */
export function PlacementTestResultPage({ flow }: FlowPageProps) {
  const ids = useRouteIds('userTestVariantId');
  const { section = 'general' } = useParams();
  if (!ids) return <Navigate to={paths.notFound.to()} replace />;
  return <flow.Result flow={flow} attemptId={ids.userTestVariantId} section={section} />;
}
