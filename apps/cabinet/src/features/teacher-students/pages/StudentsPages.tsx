import { Navigate } from 'react-router-dom';
import { RequireGate } from '../../../session/RequireGate';
import { paths } from '../../../shared/paths';
import { useRouteIds } from '../../../shared/route-ids';
import { TeacherStudentDetails } from '../TeacherStudentDetails';
import { TeacherStudentsList } from '../TeacherStudentsList';
import { type StudentsArea, studentsAreas } from '../student-areas';

/** The students of the teacher's courses, with a search. */
export function StudentsPage({ area }: { area: StudentsArea }) {
  return (
    <RequireGate gate={studentsAreas[area].access}>
      <TeacherStudentsList area={area} />
    </RequireGate>
  );
}

/** One student (a malformed id goes to the not-found page). */
export function StudentPage({ area }: { area: StudentsArea }) {
  const ids = useRouteIds('id');
  return (
    <RequireGate gate={studentsAreas[area].access}>
      {ids ? (
        <TeacherStudentDetails area={area} studentId={ids.id} />
      ) : (
        <Navigate to={paths.notFound.to()} replace />
      )}
    </RequireGate>
  );
}
