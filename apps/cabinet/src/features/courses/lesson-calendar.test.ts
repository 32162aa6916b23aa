// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildLessonCalendar, downloadCalendar } from './lesson-calendar';

const octets = (text: string) => new TextEncoder().encode(text).length;
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

const lesson = {
  uid: 'lesson-42@cabinet.school',
  startsAt: '2026-11-23T18:00:00.000+02:00',
  endsAt: '2026-11-23T19:30:00.000+02:00',
  summary: 'GE-B1-01: Заняття 12. Present Perfect; revision, part 2',
  description: 'Zoom: https://zoom.us/j/8412345678\nID: 841 2345 6789\nКод доступу: k3x9q',
  location: 'https://zoom.us/j/8412345678',
  url: 'https://cabinet.school/student/groups/schedule/1/lesson/42',
};

describe('buildLessonCalendar', () => {
  let file = '';
  let lines: string[] = [];
  beforeAll(async () => {
    file = await buildLessonCalendar(lesson, new Date('2026-11-21T10:00:00.000Z'));
    lines = unfold(file).split('\r\n');
  });

  it('is a VCALENDAR with one VEVENT and the VTIMEZONE its times name, from the time zone database', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Europe/Kyiv');
    expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    // The zone's rules as the time zone database has them: EEST from the last Sunday of March
    // 03:00, EET from the last Sunday of October 04:00, local time.
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');
    expect(lines).toContain('TZOFFSETTO:+0300');
    expect(lines).toContain('TZOFFSETTO:+0200');
  });

  it('ends every line with CRLF and no bare line feed', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of file.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('writes the start and end as school time with the TZID, the stamp in UTC', () => {
    expect(lines).toContain('DTSTART;TZID=Europe/Kyiv:20261123T180000');
    expect(lines).toContain('DTEND;TZID=Europe/Kyiv:20261123T193000');
    expect(lines).toContain('DTSTAMP:20261121T100000Z');
    expect(lines).toContain('UID:lesson-42@cabinet.school');
  });

  it('escapes the texts and keeps the URL as it is', () => {
    expect(lines).toContain('SUMMARY:GE-B1-01: Заняття 12. Present Perfect\\; revision\\, part 2');
    expect(lines).toContain(
      'DESCRIPTION:Zoom: https://zoom.us/j/8412345678\\nID: 841 2345 6789\\nКод доступу: k3x9q',
    );
    expect(lines).toContain('LOCATION:https://zoom.us/j/8412345678');
    // A URI value is written as it is, typed as a URI.
    expect(lines).toContain(`URL;VALUE=URI:${lesson.url}`);
  });

  it('leaves out the optional properties it is not given', async () => {
    const bare = await buildLessonCalendar({
      ...lesson,
      description: undefined,
      location: undefined,
      url: undefined,
    });
    expect(bare).not.toMatch(/\r\n(DESCRIPTION|LOCATION|URL)[:;]/);
  });
});

describe('downloadCalendar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves a text/calendar file under the given name through a temporary link', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:lesson';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    downloadCalendar('lesson-12.ics', 'BEGIN:VCALENDAR\r\n');
    expect(clicked[0]?.download).toBe('lesson-12.ics');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:lesson');
    expect(blobs[0]?.type).toBe('text/calendar;charset=utf-8');
    expect(await blobs[0]?.text()).toBe('BEGIN:VCALENDAR\r\n');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
