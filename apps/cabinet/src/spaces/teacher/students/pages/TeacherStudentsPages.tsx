import { Navigate } from 'react-router-dom';
import { RequireArea } from '../../../../session/RequireArea';
import { paths } from '../../../../shared/paths';
import { useRouteIds } from '../../../../shared/route-ids';
import { TeacherStudentDetails } from '../TeacherStudentDetails';
import { TeacherStudentsList } from '../TeacherStudentsList';

/** `/teacher/students`: the students of the teacher's courses, with a search. */
export function TeacherStudentsPage() {
  return (
    <RequireArea area="teacher">
      <TeacherStudentsList />
    </RequireArea>
  );
}

/** `/teacher/students/:id`: one student (a malformed id goes to the not-found page). */
export function TeacherStudentPage() {
  const ids = useRouteIds('id');
  return (
    <RequireArea area="teacher">
      {ids ? <TeacherStudentDetails studentId={ids.id} /> : <Navigate to={paths.notFound.to()} replace />}
    </RequireArea>
  );
}
