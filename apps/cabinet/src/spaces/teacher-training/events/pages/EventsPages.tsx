import { Navigate, useMatches } from 'react-router-dom';
import { paths } from '../../../../shared/paths';
import { useRouteIds } from '../../../../shared/route-ids';
import type { EventRouteHandle } from '../event-kinds';
import { EventDetails } from '../EventDetails';
import { EventList } from '../EventList';

const useHandle = (): EventRouteHandle => useMatches().at(-1)?.handle as EventRouteHandle;

/** `/teacherTraining/webinars` (conferences, workshops): the events of one type. */
export function EventListPage() {
  return <EventList type={useHandle().eventType} />;
}

/** An event's info, video or certificate tab (a malformed id is not found). */
export function EventPage() {
  const handle = useHandle();
  const ids = useRouteIds('id');
  if (!ids) return <Navigate to={paths.notFound.to()} replace />;
  return <EventDetails type={handle.eventType} eventId={ids.id} tab={handle.tab ?? 'info'} />;
}
