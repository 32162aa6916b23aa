import { clock } from '@cabinet/api/time';
/**
 * A lesson as an iCalendar file (RFC 5545) the viewer adds to their own calendar, with its time
 * zone. The times are written as the school's wall-clock time with
 * `TZID=Europe/Kyiv`, and the file carries the zone's VTIMEZONE, so a calendar in any zone shows
 * the lesson at the right moment. No library of the registry writes a VTIMEZONE, so this does.
 */

/** The school's zone, as the calendar file names it. */
export const CALENDAR_TIME_ZONE = 'Europe/Kyiv';

/**
 * Europe/Kyiv: EET (UTC+2) in winter, EEST (UTC+3) from the last Sunday of March 03:00 to the last
 * Sunday of October 04:00 local time (the EU rule, 01:00 UTC), as the time zone database has it.
 */
const KYIV_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'TZNAME:EEST',
  'DTSTART:19700329T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:EET',
  'DTSTART:19701025T040000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

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

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with one space,
 * and a multi-byte UTF-8 character (Cyrillic is two octets) is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; a continuation holds its leading space and 74 more.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a UTC DATE-TIME: "20261123T160000Z". */
export function utcStamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

const kyivParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CALENDAR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the school's wall-clock DATE-TIME (no "Z"): "20261123T180000". */
export function kyivLocalStamp(iso: string): string {
  const parts = Object.fromEntries(
    kyivParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

/** The calendar file of one event, CRLF line endings, every line folded. */
export function buildLessonCalendar(event: CalendarEvent, now = clock.now()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Language school//Learning cabinet//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...KYIV_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${CALENDAR_TIME_ZONE}:${kyivLocalStamp(event.startsAt)}`,
    `DTEND;TZID=${CALENDAR_TIME_ZONE}:${kyivLocalStamp(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    // A URI value is not TEXT: it is written as it is (RFC 5545 §3.3.13).
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
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
