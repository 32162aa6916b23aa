import type { RouteObject } from 'react-router-dom';
import type { PageNamespace } from '../../../i18n';
import { lazyPage } from '../../../shared/lazy-page';
import type { PlacementTestFlow } from './placement-test-flow';

/** The route patterns of a placement test's part pages and result. */
type FlowPaths = { start: string; test: string; result: string };

/**
 * A placement test's start, test and result routes: the one set of pages, loaded together with the
 * test's flow (which reads the school), so neither is in the first download.
 */
export function placementTestRoutes(
  patterns: FlowPaths,
  loadFlow: () => Promise<PlacementTestFlow>,
  texts: readonly PageNamespace[],
): RouteObject[] {
  const pages = () =>
    Promise.all([import('./PlacementTestPages'), loadFlow()]).then(([shared, flow]) => ({ ...shared, flow }));
  return [
    { path: patterns.start, lazy: lazyPage(pages, (m) => <m.PlacementTestStartPage flow={m.flow} />, texts) },
    { path: patterns.test, lazy: lazyPage(pages, (m) => <m.PlacementTestPartPage flow={m.flow} />, texts) },
    {
      path: patterns.result,
      lazy: lazyPage(pages, (m) => <m.PlacementTestResultPage flow={m.flow} />, texts),
    },
  ];
}
