import type { EventType } from '@cabinet/api/model';
import { paths } from '../../shared/paths';

/** The address segment of each type of event: `/teacherTraining/webinars` lists webinars. */
export const EVENT_SEGMENTS = {
  webinar: 'webinars',
  conference: 'conferences',
  workshop: 'workshops',
} as const;

/** The tabs of an event's page: its info (the event's own address), its video and its certificate. */
export const EVENT_TABS = ['info', 'video', 'certificate'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

export const eventsHref = (type: EventType): string => paths.teacherTraining.events.to(EVENT_SEGMENTS[type]);

/** An event's tab address. */
export function eventHref(type: EventType, id: number, tab: EventTab = 'info'): string {
  const segment = EVENT_SEGMENTS[type];
  if (tab === 'video') return paths.teacherTraining.eventVideo.to(segment, id);
  if (tab === 'certificate') return paths.teacherTraining.eventCertificate.to(segment, id);
  return paths.teacherTraining.event.to(segment, id);
}
