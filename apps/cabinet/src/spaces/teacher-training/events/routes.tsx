import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';
import { EVENT_SEGMENTS, EVENT_TYPES, type EventRouteHandle } from './event-kinds';

const pages = () => import('./pages/EventsPages');
const texts = ['events', 'apiErrors', 'designSystemDomain', 'certificates'] as const;

const at = (pattern: string, segment: string) => pattern.replace(':kind', segment);

/**
 * The trainee's webinars, conferences and workshops: each type's list and an event's info, video
 * and certificate tabs. The type is fixed in each address,
 * so `/video/:id` and `/certificate/:id` outrank an event's `/:id`.
 */
export const teacherTrainingEventsRoutes: RouteObject[] = EVENT_TYPES.flatMap((eventType) => {
  const segment = EVENT_SEGMENTS[eventType];
  const tab = (name: EventRouteHandle['tab']): EventRouteHandle => ({ eventType, tab: name });
  const { events, event, eventVideo, eventCertificate } = paths.teacherTraining;
  return [
    {
      path: at(events.path, segment),
      handle: { eventType } satisfies EventRouteHandle,
      lazy: lazyPage(pages, 'EventListPage', texts),
    },
    { path: at(event.path, segment), handle: tab('info'), lazy: lazyPage(pages, 'EventPage', texts) },
    {
      path: at(eventVideo.path, segment),
      handle: tab('video'),
      lazy: lazyPage(pages, 'EventPage', texts),
    },
    {
      path: at(eventCertificate.path, segment),
      handle: tab('certificate'),
      lazy: lazyPage(pages, 'EventPage', texts),
    },
  ];
});
