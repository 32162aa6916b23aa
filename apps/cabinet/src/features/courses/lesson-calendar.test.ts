// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildLessonCalendar,
  downloadCalendar,
  escapeText,
  foldLine,
  kyivLocalStamp,
  utcStamp,
} from './lesson-calendar';

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

describe('escapeText (RFC 5545 §3.3.11)', () => {
  it('escapes backslash, semicolon, comma and line breaks, backslash first', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
  it('leaves colons and quotes alone', () => {
    expect(escapeText('Room: "204"')).toBe('Room: "204"');
  });
});

describe('foldLine (RFC 5545 §3.1)', () => {
  it('keeps a short line as it is', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });
  it('folds at 75 octets, each continuation starting with one space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const each of lines) expect(octets(each)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((each) => each.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });
  it('never splits a two-octet Cyrillic letter', () => {
    const line = `SUMMARY:${'Заняття '.repeat(20)}`;
    const folded = foldLine(line);
    for (const each of folded.split('\r\n')) {
      expect(octets(each)).toBeLessThanOrEqual(75);
      expect(each).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('the school wall-clock time', () => {
  it('writes an instant as Kyiv local time, in winter (UTC+2) and summer (UTC+3)', () => {
    expect(kyivLocalStamp('2026-11-23T16:00:00.000Z')).toBe('20261123T180000');
    expect(kyivLocalStamp('2026-07-01T15:00:00.000Z')).toBe('20260701T180000');
    expect(kyivLocalStamp('2026-11-23T18:00:00.000+02:00')).toBe('20261123T180000');
  });
  it('writes the stamp in UTC', () => {
    expect(utcStamp(new Date('2026-11-21T10:05:09.000Z'))).toBe('20261121T100509Z');
  });
});

/** The UTC offset (minutes) the file's VTIMEZONE rules give an instant: EEST between the last Sundays of March and October, 01:00 UTC. */
function ruleOffset(date: Date): number {
  const lastSunday = (year: number, month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0, 1));
    last.setUTCDate(last.getUTCDate() - last.getUTCDay());
    return last.getTime();
  };
  const year = date.getUTCFullYear();
  const summer = date.getTime() >= lastSunday(year, 2) && date.getTime() < lastSunday(year, 9);
  return summer ? 180 : 120;
}

const kyivOffsetName = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Kyiv',
  timeZoneName: 'longOffset',
});
function intlOffset(date: Date): number {
  const name = kyivOffsetName.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

describe('the VTIMEZONE of Europe/Kyiv', () => {
  it('gives the offset the time zone database gives, every six hours of 2025-2030', () => {
    const wrong: string[] = [];
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2031, 0, 1); time += 6 * 3600_000) {
      const date = new Date(time);
      if (ruleOffset(date) !== intlOffset(date)) wrong.push(date.toISOString());
    }
    expect(wrong).toEqual([]);
  });
  it('changes at 01:00 UTC on the last Sundays of March and October', () => {
    expect(intlOffset(new Date('2026-03-29T00:59:00Z'))).toBe(120);
    expect(intlOffset(new Date('2026-03-29T01:00:00Z'))).toBe(180);
    expect(intlOffset(new Date('2026-10-25T00:59:00Z'))).toBe(180);
    expect(intlOffset(new Date('2026-10-25T01:00:00Z'))).toBe(120);
  });
});

describe('buildLessonCalendar', () => {
  const file = buildLessonCalendar(lesson, new Date('2026-11-21T10:00:00.000Z'));
  const lines = unfold(file).split('\r\n');

  it('is a VCALENDAR with one VEVENT and the VTIMEZONE its times name', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Europe/Kyiv');
    expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
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
    expect(lines).toContain(`URL:${lesson.url}`);
  });

  it('leaves out the optional properties it is not given', () => {
    const bare = buildLessonCalendar({
      ...lesson,
      description: undefined,
      location: undefined,
      url: undefined,
    });
    expect(bare).not.toMatch(/DESCRIPTION|LOCATION|URL:/);
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
