import type { Order } from '@cabinet/api/model';
import { eventHref } from '../../features/events/event-href';
import { libraryHref } from '../../features/video-courses/video-course-href';
import { paths } from '../../shared/paths';

/** Where a checkout leads back to: the event of an event order, the subscription, else the clubs. */
export function orderReturn(order: Order | undefined): {
  href: string;
  label: 'backToClubs' | 'backToEvent' | 'backToSubscription';
} {
  const line = order?.lines[0];
  if (line?.kind === 'subscription')
    return { href: libraryHref('subscription'), label: 'backToSubscription' };
  if (line?.kind === 'event_registration' && line.event_id !== null && line.event_type !== null) {
    return { href: eventHref(line.event_type, line.event_id), label: 'backToEvent' };
  }
  return { href: paths.student.clubsUpcoming.to(), label: 'backToClubs' };
}
