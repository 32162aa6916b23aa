import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../../../shared/paths';
import { useRouteIds } from '../../../../shared/route-ids';
import { clubTabOf } from '../club-tabs';
import { TeacherClubDetails } from '../TeacherClubDetails';
import { TeacherClubsList } from '../TeacherClubsList';

/** `/teacher/clubs/upcoming`: the clubs the teacher leads that have not ended. */
export function TeacherUpcomingClubsPage() {
  return <TeacherClubsList period="upcoming" />;
}

/** `/teacher/clubs/archived`: the ended clubs the teacher led. */
export function TeacherArchivedClubsPage() {
  return <TeacherClubsList period="archived" />;
}

/** `/teacher/clubs/:id/:tab?`: a club's summary, notes or Zoom info (a malformed id or tab is not found). */
export function TeacherClubPage() {
  const ids = useRouteIds('id');
  const tab = clubTabOf(useParams().tab);
  return ids && tab ? (
    <TeacherClubDetails clubId={ids.id} tab={tab} />
  ) : (
    <Navigate to={paths.notFound.to()} replace />
  );
}
