import { Navigate } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { useRouteIds } from '../../../shared/route-ids';
import { TeacherStudentDetails } from '../TeacherStudentDetails';
import { TeacherStudentsList } from '../TeacherStudentsList';
import type { StudentsView } from '../students-view';

/** The students of the teacher's courses, with a search. */
export function StudentsPage({ view }: { view: StudentsView }) {
  return <TeacherStudentsList view={view} />;
}

/** One student (a malformed id goes to the not-found page). */
export function StudentPage({ view }: { view: StudentsView }) {
  const ids = useRouteIds('id');
  return ids ? (
    <TeacherStudentDetails view={view} studentId={ids.id} />
  ) : (
    <Navigate to={paths.notFound.to()} replace />
  );
}
