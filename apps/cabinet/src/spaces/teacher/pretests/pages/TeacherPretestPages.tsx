import { Navigate } from 'react-router-dom';
import { paths } from '../../../../shared/paths';
import { useRouteIds } from '../../../../shared/route-ids';
import { InterviewList } from '../InterviewList';
import { InterviewTest } from '../InterviewTest';

/** `/teacher/pretests`. */
export function TeacherPretestsPage() {
  return <InterviewList />;
}

/** `/teacher/pretests/:id`. */
export function TeacherPretestPage() {
  const ids = useRouteIds('id');
  if (!ids) return <Navigate to={paths.notFound.to()} replace />;
  return <InterviewTest key={ids.id} id={ids.id} />;
}
