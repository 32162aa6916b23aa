import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';

const pages = () => import('./pages/ManagerStudentsPages');
const texts = ['companyStudents', 'certificates', 'apiErrors', 'designSystemDomain'] as const;

/** The corporate manager's employees: the list and an employee's page with its tabs. */
export const corporateManagerStudentsRoutes: RouteObject[] = [
  { path: paths.corporateManager.students.path, lazy: lazyPage(pages, 'EmployeesPage', texts) },
  { path: paths.corporateManager.student.path, lazy: lazyPage(pages, 'EmployeePage', texts) },
];
