import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../../../shared/paths';
import { useRouteIds } from '../../../../shared/route-ids';
import { EmployeeDetail, isEmployeeTab } from '../EmployeeDetail';
import { EmployeesList } from '../EmployeesList';

/** `/corporate-manager/students`: the company's employees. */
export function EmployeesPage() {
  return <EmployeesList />;
}

/** `/corporate-manager/students/:id/:tab?`: an employee's learning activity, placement tests, certificates. */
export function EmployeePage() {
  const ids = useRouteIds('id');
  const { tab = 'learning-activity' } = useParams();
  if (!ids || !isEmployeeTab(tab)) return <Navigate to={paths.notFound.to()} replace />;
  return <EmployeeDetail key={ids.id} id={ids.id} tab={tab} />;
}
