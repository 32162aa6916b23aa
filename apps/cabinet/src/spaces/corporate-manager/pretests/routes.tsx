import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';

const pages = () => import('./pages/ManagerPretestPages');
const texts = [
  'managerPretests',
  'paidPretests',
  'placementTests',
  'apiErrors',
  'designSystemDomain',
  'exports',
] as const;
const manager = paths.corporateManager;

/**
 * The corporate manager's placement tests: the prepaid checks and the tests, the employees with
 * their corporate tests (assigning them), who took an entry test, and the employees' results.
 */
export const corporateManagerPretestRoutes: RouteObject[] = [
  { path: manager.placementTests.path, lazy: lazyPage(pages, 'ManagerPretestsPage', texts) },
  {
    path: manager.paidPlacementTests.path,
    element: <Navigate to={manager.paidPlacementTestStudents.to()} replace />,
  },
  { path: manager.paidPlacementTestStudents.path, lazy: lazyPage(pages, 'PaidPretestStudentsPage', texts) },
  { path: manager.placementTestStudents.path, lazy: lazyPage(pages, 'EntryTestTakersPage', texts) },
  { path: manager.studentResult.path, lazy: lazyPage(pages, 'EmployeeEntryResultPage', texts) },
  { path: manager.studentPaidResult.path, lazy: lazyPage(pages, 'EmployeePaidResultPage', texts) },
];
