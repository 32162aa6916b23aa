import { Navigate } from 'react-router-dom';
import { RequireArea } from '../../../../session/RequireArea';
import { paths } from '../../../../shared/paths';
import { useRouteIds } from '../../../../shared/route-ids';
import { InterviewList } from '../InterviewList';
import { InterviewTest } from '../InterviewTest';

/** `/teacher/pretests`. */
export function TeacherPretestsPage() {
  return (
    <RequireArea area="teacher">
      <InterviewList />
    </RequireArea>
  );
}

/** `/teacher/pretests/:id`. */
export function TeacherPretestPage() {
  const ids = useRouteIds('id');
  if (!ids) return <Navigate to={paths.notFound.to()} replace />;
  return (
    <RequireArea area="teacher">
      <InterviewTest key={ids.id} id={ids.id} />
    </RequireArea>
  );
}
