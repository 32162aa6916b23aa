import type { RouteObject } from 'react-router-dom';
import { placementTestRoutes } from '../../../features/placement-tests/flow/flow-routes';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';

const pages = () => import('./pages/CorporateTestPages');
const texts = ['paidPretests', 'placementTests', 'apiErrors', 'designSystemDomain'] as const;
const student = paths.corporateStudent;

/** The corporate student's placement tests: the overview, the assigned tests, their parts and results. */
export const corporateStudentPretestRoutes: RouteObject[] = [
  { path: student.placementTests.path, lazy: lazyPage(pages, 'CorporatePlacementTestsPage', texts) },
  { path: student.paidPlacementTests.path, lazy: lazyPage(pages, 'AssignedTestsPage', texts) },
  ...placementTestRoutes(
    {
      start: student.paidPlacementTestStart.path,
      test: student.paidPlacementTestPart.path,
      result: student.paidPlacementTestResult.path,
    },
    () => import('./corporate-test-flow').then((module) => module.corporateTestFlow),
    texts,
  ),
];
