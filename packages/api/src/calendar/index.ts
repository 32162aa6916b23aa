import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import * as clock from '../time/clock';

/**
 * The one iCalendar (RFC 5545) writer of the cabinet: the personal calendar feed and the
 * one-lesson download both write through it. Times are the school's wall-clock time with
 * `TZID=Europe/Kyiv`, and the file carries that zone's VTIMEZONE taken from a maintained copy of
 * the time zone database (never written by hand), so a calendar in any zone shows each item at the
 * right moment on both sides of a clock change.
 */

/** The school's zone, as the calendar file names it. */
export const CALENDAR_TIME_ZONE = 'Europe/Kyiv';

export type CalendarItemStatus = 'confirmed' | 'cancelled';

/** One item of a calendar: a lesson, a club, an event or a test's deadline. */
export type CalendarItem = {
  /** Unique and stable for the item, so a calendar updates it instead of adding a second one. */
  uid: string;
  /** Start and end, ISO 8601 with an offset (or `Date`). */
  start: string | Date;
  end: string | Date;
  title: string;
  description?: string | undefined;
  /** A room, an address or the join link. */
  location?: string | undefined;
  status?: CalendarItemStatus | undefined;
  /** Why the item is not as usual ("Moved", "Substitute teacher: …"); shown first in the description. */
  note?: string | undefined;
  /** The item's page in the cabinet. */
  url?: string | undefined;
};

export type CalendarOptions = {
  /** The calendar's name, as the calendar app shows the subscription. */
  name?: string | undefined;
  /** How often a subscribing app should fetch the feed again, in minutes. */
  refreshMinutes?: number | undefined;
  /** When the file is written (DTSTAMP); the clock's now unless given. */
  now?: Date | undefined;
};

/** The zone's VTIMEZONE block from the library, or null for an unknown zone. */
export function vtimezoneOf(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && typeof block[0] === 'string' && block[0].includes(`TZID:${zone}\r\n`)
    ? block[0]
    : null;
}

/** An instant as the school's wall-clock time, which the library writes after `TZID=`. */
const inSchoolZone = (value: string | Date): TZDate =>
  new TZDate(typeof value === 'string' ? Date.parse(value) : value.getTime(), CALENDAR_TIME_ZONE);

/** A calendar file of the given items, CRLF line endings, lines folded. */
export function writeCalendar(items: readonly CalendarItem[], options: CalendarOptions = {}): string {
  const now = options.now ?? clock.now();
  const calendar = ical({
    prodId: { company: 'Language school', product: 'Learning cabinet', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: the library would then write DTSTAMP as local time, where RFC 5545
    // asks for UTC. Each event names the zone, and the generator adds its VTIMEZONE once.
    timezone: { name: null, generator: vtimezoneOf },
    x: { 'X-WR-TIMEZONE': CALENDAR_TIME_ZONE },
    ...(options.name ? { name: options.name } : {}),
    ...(options.refreshMinutes ? { ttl: options.refreshMinutes * 60 } : {}),
  });
  for (const item of items) {
    const description = [item.note, item.description].filter(Boolean).join('\n\n');
    calendar.createEvent({
      id: item.uid,
      stamp: now,
      start: inSchoolZone(item.start),
      end: inSchoolZone(item.end),
      timezone: CALENDAR_TIME_ZONE,
      summary: item.status === 'cancelled' ? `✕ ${item.title}` : item.title,
      status: item.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(description ? { description } : {}),
      ...(item.location ? { location: item.location } : {}),
      ...(item.url ? { url: item.url } : {}),
    });
  }
  // Every content line ends with CRLF, the last one too (RFC 5545 §3.1).
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
