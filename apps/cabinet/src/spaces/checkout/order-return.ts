import type { Order } from '@cabinet/api/model';
import { eventHref } from '../../features/events/event-href';
import { paths } from '../../shared/paths';

/** Where a checkout leads back to: the event of an event order, else the clubs. */
export function orderReturn(order: Order | undefined): {
  href: string;
  label: 'backToClubs' | 'backToEvent';
} {
  const line = order?.lines[0];
  if (line?.kind === 'event_registration' && line.event_id !== null && line.event_type !== null) {
    return { href: eventHref(line.event_type, line.event_id), label: 'backToEvent' };
  }
  return { href: paths.student.clubsUpcoming.to(), label: 'backToClubs' };
}
