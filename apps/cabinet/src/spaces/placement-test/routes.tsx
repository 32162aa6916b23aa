import type { RouteObject } from 'react-router-dom';
import { placementTestRoutes } from '../../features/placement-tests/flow/flow-routes';
import { lazyPage } from '../../shared/lazy-page';
import { paths } from '../../shared/paths';

const pages = () => import('./pages/EntryTestPages');
const texts = ['placementTests', 'apiErrors', 'designSystemDomain'] as const;

/** The entry (placement) test: choose a test, its intro, a start page and a test page per part, the result. */
export const pretestRoutes: RouteObject[] = [
  { path: paths.placementTests.path, lazy: lazyPage(pages, 'PlacementTestListPage', texts) },
  { path: paths.placementTestIntro.path, lazy: lazyPage(pages, 'PlacementTestIntroPage', texts) },
  ...placementTestRoutes(
    {
      start: paths.placementTestStart.path,
      test: paths.placementTestPart.path,
      result: paths.placementTestResult.path,
    },
    () => import('./entry-test-flow').then((module) => module.entryTestFlow),
    texts,
  ),
];
