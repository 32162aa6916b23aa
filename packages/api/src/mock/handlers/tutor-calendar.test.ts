import { describe, expect, it } from 'vitest';
import { listCalendarEvents } from '../../generated/calendar/calendar';
import { acceptSubstitution } from '../../generated/substitutions/substitutions';
import { ListCalendarEventsResponse } from '../../generated/zod/calendar/calendar';
import { coursesOfTeacher } from '../db/courses';
import { substitutions } from '../db/substitutions';
import { DEMO } from '../db/world/people';
import { schoolToday, shiftDate } from '../../time/school-time';
import { signIn, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const TUTOR = 'tutor@demo.school';

const calendar = async (from: string, to: string) =>
  ListCalendarEventsResponse.parse(await listCalendarEvents({ from, to })).data;

describe('the tutor’s calendar', () => {
  it('holds the lessons of their TKT and TYLT groups, each naming its course', async () => {
    await signIn(TUTOR);
    const today = schoolToday();
    const events = await calendar(shiftDate(today, -14), shiftDate(today, 14));
    const own = new Set(coursesOfTeacher(DEMO.tutor()).map((c) => c.id));
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.kind === 'group_lesson' && own.has(e.course_id ?? 0))).toBe(true);
    expect(new Set(events.map((e) => e.course_training))).toEqual(new Set(['tkt', 'tylt']));
  });

  it('adds a lesson of another tutor’s group once they take it over', async () => {
    const row = substitutions.rows.find(
      (each) =>
        each.kind === 'tylt_group' && each.state === 'waiting' && each.offered_to.includes(DEMO.tutor()),
    );
    if (!row) throw new Error('The seed offers the demo tutor a waiting TYLT request.');
    const day = schoolToday(new Date(row.starts_at));
    await signIn(TUTOR);
    expect((await calendar(day, day)).some((e) => e.substitution_id === row.id)).toBe(false);
    await acceptSubstitution(row.id);
    const taken = (await calendar(day, day)).find((e) => e.substitution_id === row.id);
    expect(taken).toMatchObject({
      kind: 'substitution',
      course_id: row.course_id,
      lesson_id: row.lesson_id,
      course_training: 'tylt',
    });
  });
});
