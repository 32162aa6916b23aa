import type { EventType } from '@cabinet/api/model';
import { EVENT_SEGMENTS, type EventTab } from '../../../features/events/event-href';

export {
  EVENT_SEGMENTS,
  EVENT_TABS,
  type EventTab,
  eventHref,
  eventsHref,
} from '../../../features/events/event-href';

export const EVENT_TYPES = Object.keys(EVENT_SEGMENTS) as EventType[];

/** What a route of the area shows: the list of a type, or an event's tab. */
export type EventRouteHandle = { eventType: EventType; tab?: EventTab };
