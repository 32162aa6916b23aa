import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../shared/lazy-page';
import { paths } from '../../shared/paths';

const pages = () => import('./pages/PretestPages');
const texts = ['placementTests', 'apiErrors', 'designSystemDomain'] as const;

/** The entry (placement) test: choose a test, its intro, a start page and a test page per part, the result. */
export const pretestRoutes: RouteObject[] = [
  { path: paths.pretests.path, lazy: lazyPage(pages, 'PretestsPage', texts) },
  { path: paths.pretestIntro.path, lazy: lazyPage(pages, 'PretestIntroPage', texts) },
  { path: paths.pretestStart.path, lazy: lazyPage(pages, 'PretestStartPage', texts) },
  { path: paths.pretestPart.path, lazy: lazyPage(pages, 'PretestPartPage', texts) },
  { path: paths.pretestResult.path, lazy: lazyPage(pages, 'PretestResultPage', texts) },
];
