import { describe, expect, it } from 'vitest';
import { listCalendarEvents } from '../../generated/calendar/calendar';
import { ListCalendarEventsResponse } from '../../generated/zod/calendar/calendar';
import { clubs } from '../db/clubs';
import { coursesOfTeacher } from '../db/courses';
import { DEMO } from '../db/world/people';
import { schoolToday, shiftDate } from '../../time/school-time';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const today = schoolToday();
const range = (fromDays: number, toDays: number) => ({
  from: shiftDate(today, fromDays),
  to: shiftDate(today, toDays),
});

describe('listCalendarEvents', () => {
  it('shows the teacher’s week: their lessons and clubs, each in the range, earliest first, in school time', async () => {
    await signIn('teacher@demo.school');
    const week = range(-3, 3);
    const events = ListCalendarEventsResponse.parse(await listCalendarEvents(week)).data;
    expect(events.length).toBeGreaterThan(0);
    const times = events.map((e) => Date.parse(e.starts_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const event of events) {
      expect(schoolToday(new Date(event.starts_at)) >= week.from).toBe(true);
      expect(schoolToday(new Date(event.starts_at)) <= week.to).toBe(true);
      expect(event.starts_at).toMatch(/\+0[23]:00$/);
    }
    const taught = new Set(coursesOfTeacher(DEMO.teacher()).map((c) => c.id));
    for (const lesson of events.filter((e) => e.kind === 'group_lesson' || e.kind === 'individual_lesson')) {
      expect(taught.has(lesson.course_id ?? 0)).toBe(true);
      expect(lesson.lesson_id).toBeGreaterThan(0);
      expect(lesson.lesson_number).toBeGreaterThan(0);
      expect(lesson.course_kind).toBe(lesson.kind === 'group_lesson' ? 'group' : 'individual');
    }
  });

  it('holds every kind over two months: group and individual lessons, clubs and substitutions', async () => {
    await signIn('teacher@demo.school');
    const events = ListCalendarEventsResponse.parse(await listCalendarEvents(range(-40, 21))).data;
    const kinds = new Set(events.map((e) => e.kind));
    expect([...kinds].sort()).toEqual(['club', 'group_lesson', 'individual_lesson', 'substitution']);
    const led = clubs.where((c) => c.teacher_id === DEMO.teacher()).map((c) => c.id);
    for (const club of events.filter((e) => e.kind === 'club')) {
      expect(led).toContain(club.club_id);
      expect(club.lesson_id).toBeNull();
    }
    for (const taken of events.filter((e) => e.kind === 'substitution'))
      expect(taken.substitution_id).toBeGreaterThan(0);
    expect(events.some((e) => e.status === 'completed')).toBe(true);
    expect(events.some((e) => e.status === 'upcoming')).toBe(true);
  });

  it('refuses a range over 62 days, one that ends before it starts, and a malformed date', async () => {
    await signIn('teacher@demo.school');
    await listCalendarEvents(range(0, 61));
    await expectError(listCalendarEvents(range(0, 62), silent), 422, 'validation_failed', 'to');
    await expectError(listCalendarEvents(range(0, -1), silent), 422, 'validation_failed', 'to');
    await expectError(
      listCalendarEvents({ from: '21.11.2026', to: today }, silent),
      422,
      'validation_failed',
      'from',
    );
  });

  it('is open to teachers, the director of studies, tutors and the corporate teacher; others are refused', async () => {
    for (const who of ['dos@demo.school', 'tutor@demo.school', 'corp.teacher@demo.school']) {
      await signIn(who);
      ListCalendarEventsResponse.parse(await listCalendarEvents(range(0, 6)));
    }
    for (const who of ['student@demo.school', 'hr@demo.school']) {
      await signIn(who);
      await expectError(listCalendarEvents(range(0, 6), silent), 403, 'forbidden');
    }
  });
});
