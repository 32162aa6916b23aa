import { clock } from '@cabinet/api/time';

/**
 * A lesson as an iCalendar file (RFC 5545) the viewer adds to their own calendar. It is written by
 * the school's one calendar writer (`@cabinet/api/ical`, the same as the calendar feed's): times in
 * the school's zone with `TZID=Europe/Kyiv` and that zone's VTIMEZONE from a maintained time zone
 * database, so a calendar in any zone shows the lesson at the right moment. The writer loads only
 * when a lesson is saved, never with a page.
 */

export type CalendarEvent = {
  /** Unique and stable for the lesson, so adding it twice updates the same event. */
  uid: string;
  /** Start and end, ISO 8601 with an offset. */
  startsAt: string;
  endsAt: string;
  summary: string;
  description?: string | undefined;
  location?: string | undefined;
  /** The lesson's page in the cabinet. */
  url?: string | undefined;
};

/** The calendar file of one event, CRLF line endings, every line folded. */
export async function buildLessonCalendar(event: CalendarEvent, now = clock.now()): Promise<string> {
  const { writeCalendar } = await import('@cabinet/api/ical');
  return writeCalendar(
    [
      {
        uid: event.uid,
        start: event.startsAt,
        end: event.endsAt,
        title: event.summary,
        description: event.description,
        location: event.location,
        url: event.url,
      },
    ],
    { now },
  );
}

/** Saves a calendar file through the browser's download (a Blob behind a temporary link). */
export function downloadCalendar(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next tasks; the address is then let go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
