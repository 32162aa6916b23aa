import { Navigate, type RouteObject, useParams } from 'react-router-dom';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';

const pages = () => import('./pages/ManagerStudentsPages');
const texts = ['companyStudents', 'certificates', 'apiErrors', 'designSystemDomain', 'exports'] as const;
const manager = paths.corporateManager;

/** An employee's corporate tests are listed on their placement-tests tab. */
function PaidResultsList() {
  const { id = '' } = useParams();
  return <Navigate to={manager.student.to(id, 'placements-tests')} replace />;
}

/** The corporate manager's employees: the list and an employee's page with its tabs. */
export const corporateManagerStudentsRoutes: RouteObject[] = [
  { path: manager.students.path, lazy: lazyPage(pages, 'EmployeesPage', texts) },
  { path: manager.student.path, lazy: lazyPage(pages, 'EmployeePage', texts) },
  { path: manager.studentPaidResults.path, element: <PaidResultsList /> },
];
