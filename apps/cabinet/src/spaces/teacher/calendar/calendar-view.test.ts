import type { CalendarEvent } from '@cabinet/api/model';
import { describe, expect, it } from 'vitest';
import {
  calendarQuery,
  eventHref,
  libraryView,
  rangeTitle,
  readCalendarQuery,
  stepDate,
  visibleRange,
} from './calendar-view';

const base: CalendarEvent = {
  id: 'lesson-412',
  kind: 'group_lesson',
  starts_at: '2026-11-16T18:00:00.000+02:00',
  ends_at: '2026-11-16T19:30:00.000+02:00',
  title: 'General English B1 · група 3',
  title_en: 'General English B1 · group 3',
  course_id: 12,
  course_kind: 'group',
  company_name: null,
  course_training: null,
  lesson_id: 412,
  lesson_number: 9,
  lesson_type: 'lesson',
  status: 'upcoming',
  club_id: null,
  substitution_id: null,
};

describe('the address of the calendar', () => {
  const read = (query: string, phone = false) =>
    readCalendarQuery(new URLSearchParams(query), '2026-11-21', phone);

  it('reads the view and the day', () =>
    expect(read('view=month&date=2026-12-05')).toEqual({ view: 'month', date: '2026-12-05' }));
  it('opens the week on a wide screen and the list on a phone by default', () => {
    expect(read('')).toEqual({ view: 'week', date: '2026-11-21' });
    expect(read('', true)).toEqual({ view: 'list', date: '2026-11-21' });
  });
  it('keeps a view the address names, even on a phone', () =>
    expect(read('view=month', true).view).toBe('month'));
  it('ignores an unknown view and a malformed or impossible day', () => {
    expect(read('view=year&date=21.11.2026')).toEqual({ view: 'week', date: '2026-11-21' });
    expect(read('date=2026-02-30').date).toBe('2026-11-21');
  });
  it('writes the view and the day back', () =>
    expect(calendarQuery('day', '2026-11-21')).toBe('view=day&date=2026-11-21'));
});

describe('the days a view shows (the range asked of the server)', () => {
  it('a week runs from Monday to Sunday', () => {
    expect(visibleRange('week', '2026-11-21')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(visibleRange('list', '2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(visibleRange('week', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });
  it('a day is itself', () =>
    expect(visibleRange('day', '2026-11-21')).toEqual({ from: '2026-11-21', to: '2026-11-21' }));
  it('a month is six weeks from the Monday on or before its first, within 62 days', () => {
    expect(visibleRange('month', '2026-11-21')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(visibleRange('month', '2026-06-15')).toEqual({ from: '2026-06-01', to: '2026-07-12' });
  });
});

describe('previous and next', () => {
  it('move a week, a day or a month', () => {
    expect(stepDate('week', '2026-11-21', 1)).toBe('2026-11-28');
    expect(stepDate('list', '2026-11-21', -1)).toBe('2026-11-14');
    expect(stepDate('day', '2026-11-30', 1)).toBe('2026-12-01');
    expect(stepDate('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepDate('month', '2026-01-15', -1)).toBe('2025-12-01');
  });
});

describe('the headings', () => {
  it('names the range in the language shown', () => {
    expect(rangeTitle('month', '2026-11-21', 'en')).toBe('November 2026');
    expect(rangeTitle('week', '2026-11-21', 'en')).toMatch(/^16\s?–\s?22 November 2026$/);
    expect(rangeTitle('month', '2026-11-21', 'uk')).toMatch(/^листопад 2026/);
    expect(rangeTitle('day', '2026-11-21', 'uk')).toMatch(/^субота, 21 листопада 2026/);
  });
});

describe('where an item leads', () => {
  it('a group lesson opens its lesson in the group', () =>
    expect(eventHref(base)).toBe('/teacher/groups/12/schedule/lesson/412'));
  it('an individual lesson opens its lesson in the course schedule', () =>
    expect(eventHref({ ...base, kind: 'individual_lesson', course_kind: 'individual' })).toBe(
      '/teacher/individuals/12/schedule/412',
    ));
  it('a club opens the club', () =>
    expect(
      eventHref({ ...base, kind: 'club', course_id: null, course_kind: null, lesson_id: null, club_id: 31 }),
    ).toBe('/teacher/clubs/31'));
  it('a group lesson taken over opens the substitutions', () =>
    expect(eventHref({ ...base, kind: 'substitution', substitution_id: 5 })).toBe('/teacher/substitutions'));
  it('an individual lesson taken over opens it under /substitution-teacher', () =>
    expect(eventHref({ ...base, kind: 'substitution', course_kind: 'individual', substitution_id: 5 })).toBe(
      '/substitution-teacher/individuals/12/schedule/412',
    ));
  it('a tutor’s TKT or TYLT lesson opens in their group', () => {
    expect(eventHref({ ...base, course_training: 'tkt' })).toBe('/tutor/tkt-groups/12/schedule/412');
    expect(eventHref({ ...base, course_training: 'tylt' })).toBe('/tutor/tylt-groups/12/schedule/412');
  });
  it('another tutor’s lesson taken over opens under the group substitution pages', () => {
    const taken = { ...base, kind: 'substitution', substitution_id: 5 } as const;
    expect(eventHref({ ...taken, course_training: 'tkt' })).toBe(
      '/tutor/tkt-groups/substitutions/12/schedule/412',
    );
    expect(eventHref({ ...taken, course_training: 'tylt' })).toBe(
      '/tutor/tylt-groups/substitutions/12/schedule/412',
    );
  });
  it('a company’s group lesson opens it among the corporate teacher’s groups', () =>
    expect(eventHref({ ...base, company_name: 'Demo Corp' })).toBe(
      '/teacher-corporate/groups/12/schedule/lesson/412',
    ));
  it('a company’s individual lesson opens it among the corporate teacher’s individuals', () =>
    expect(
      eventHref({
        ...base,
        kind: 'individual_lesson',
        course_kind: 'individual',
        company_name: 'Demo Corp',
      }),
    ).toBe('/teacher-corporate/individuals/schedule/12/lesson/412'));
  it('a company’s lesson taken over opens the substitutions', () =>
    expect(
      eventHref({
        ...base,
        kind: 'substitution',
        course_kind: 'individual',
        company_name: 'Demo Corp',
        substitution_id: 5,
      }),
    ).toBe('/teacher/substitutions'));
});

describe('the library view on a screen', () => {
  it('a week is a time grid on a wide screen and stacked days on a phone', () => {
    expect(libraryView('week', false)).toBe('timeGridWeek');
    expect(libraryView('week', true)).toBe('dayGridWeek');
    expect(libraryView('day', true)).toBe('timeGridDay');
    expect(libraryView('month', true)).toBe('dayGridMonth');
  });
});
