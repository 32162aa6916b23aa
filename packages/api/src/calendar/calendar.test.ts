import { describe, expect, it } from 'vitest';
import { CALENDAR_TIME_ZONE, type CalendarItem, vtimezoneOf, writeCalendar } from '.';
import { readCalendar } from './read-calendar';

const lesson = (start: string, end: string, extra: Partial<CalendarItem> = {}): CalendarItem => ({
  uid: `lesson-${start}@school.example.org`,
  start,
  end,
  title: 'General English B1 · заняття 12',
  ...extra,
});

describe('writeCalendar', () => {
  it('writes a VCALENDAR with the school zone’s VTIMEZONE from the library, times in TZID=Europe/Kyiv', () => {
    const text = writeCalendar([lesson('2026-11-27T18:00:00+02:00', '2026-11-27T19:30:00+02:00')]);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Kyiv\r\n');
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
    expect(text).toContain('DTSTART;TZID=Europe/Kyiv:20261127T180000\r\n');
    expect(text).toContain('DTEND;TZID=Europe/Kyiv:20261127T193000\r\n');
    // The stamp is UTC, as RFC 5545 asks: the pinned moment, Tuesday 10:00 in Kyiv.
    expect(text).toContain('DTSTAMP:20261124T080000Z\r\n');
    expect(text).toContain('X-WR-TIMEZONE:Europe/Kyiv');
    expect(vtimezoneOf(CALENDAR_TIME_ZONE)).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(vtimezoneOf('Nowhere/Atlantis')).toBeNull();
  });

  it('writes the status, the note before the description, the place, the link and escaped text', () => {
    const text = writeCalendar([
      lesson('2026-11-27T18:00:00+02:00', '2026-11-27T19:30:00+02:00', {
        status: 'cancelled',
        note: 'Скасовано.',
        description: 'Present Perfect; irregular verbs, part 2',
        location: 'https://zoom.example.org/j/123',
        url: 'https://cabinet.example.org/student/groups/1',
      }),
      lesson('2026-11-28T18:00:00+02:00', '2026-11-28T19:30:00+02:00'),
    ]);
    const [cancelled, confirmed] = readCalendar(text).events;
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      summary: '✕ General English B1 · заняття 12',
      description: 'Скасовано.\n\nPresent Perfect; irregular verbs, part 2',
      location: 'https://zoom.example.org/j/123',
      url: 'https://cabinet.example.org/student/groups/1',
    });
    expect(text.replace(/\r\n /g, '')).toContain('irregular verbs\\, part 2');
    expect(confirmed?.status).toBe('CONFIRMED');
  });

  it('folds long lines at 75 octets without splitting a Cyrillic letter', () => {
    const title = 'Розмовний клуб «Подорожі та відпочинок» для рівня B2 — довга назва';
    const text = writeCalendar([lesson('2026-11-27T18:00:00+02:00', '2026-11-27T19:00:00+02:00', { title })]);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(readCalendar(text).events[0]?.summary).toBe(title);
  });

  it('keeps the hour across both clock changes: 18:00 in Kyiv is 16:00Z in winter and 15:00Z in summer', () => {
    // The Friday before and the Monday after the last Sunday of March and of October.
    const days = [
      ['2027-03-26T18:00:00+02:00', '2027-03-26T16:00:00.000Z'],
      ['2027-03-29T18:00:00+03:00', '2027-03-29T15:00:00.000Z'],
      ['2026-10-23T18:00:00+03:00', '2026-10-23T15:00:00.000Z'],
      ['2026-10-26T18:00:00+02:00', '2026-10-26T16:00:00.000Z'],
    ] as const;
    const text = writeCalendar(days.map(([start]) => lesson(start, start)));
    const { zones, events } = readCalendar(text);
    expect(zones).toEqual(['Europe/Kyiv']);
    expect(events.map((event) => event.start)).toEqual(days.map(([, utc]) => utc));
    expect(events.every((event) => event.zone === 'Europe/Kyiv')).toBe(true);
  });
});
