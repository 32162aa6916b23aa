import type { CalendarEvent } from './lesson-calendar';

/** Where a lesson happens: the Zoom details of an online course or the room of an offline one. */
export type LessonPlace = {
  zoom_link: string | null;
  zoom_id: string | null;
  zoom_passcode: string | null;
  room: string | null;
};

export type LessonEventInput = {
  lesson: { id: number; starts_at: string; ends_at: string };
  /** "GE-B1-01 · Заняття 12. Present Perfect", in the interface language. */
  summary: string;
  place: LessonPlace;
  /** The translated labels of the description's lines. */
  labels: { zoom: string; zoomId: string; passcode: string; room: string; page: string };
  /** The lesson's page, absolute. */
  url?: string | undefined;
  /** The cabinet's host, for a UID unique in the world. */
  host: string;
};

/**
 * A lesson as a calendar event: the summary, the Zoom link with its ID and passcode (or the room)
 * in the description and the location, the lesson's page as the URL.
 */
export function lessonCalendarEvent({
  lesson,
  summary,
  place,
  labels,
  url,
  host,
}: LessonEventInput): CalendarEvent {
  const lines: string[] = [];
  if (place.zoom_link) {
    lines.push(`${labels.zoom}: ${place.zoom_link}`);
    if (place.zoom_id) lines.push(`${labels.zoomId}: ${place.zoom_id}`);
    if (place.zoom_passcode) lines.push(`${labels.passcode}: ${place.zoom_passcode}`);
  } else if (place.room) {
    lines.push(`${labels.room}: ${place.room}`);
  }
  if (url) lines.push(`${labels.page}: ${url}`);
  const location = place.zoom_link ?? (place.room ? `${labels.room}: ${place.room}` : undefined);
  return {
    uid: `lesson-${lesson.id}@${host || 'cabinet'}`,
    startsAt: lesson.starts_at,
    endsAt: lesson.ends_at,
    summary,
    description: lines.join('\n') || undefined,
    location,
    url,
  };
}
