import { describe, expect, it } from 'vitest';
import { listAssignments } from '../../generated/assignments/assignments';
import { bookClub } from '../../generated/clubs/clubs';
import { listCourses } from '../../generated/courses/courses';
import { listLessons } from '../../generated/lessons/lessons';
import { acceptSubstitution, requestSubstitution } from '../../generated/substitutions/substitutions';
import { ListAssignmentsResponse } from '../../generated/zod/assignments/assignments';
import { BookClubResponse } from '../../generated/zod/clubs/clubs';
import { ListCoursesResponse } from '../../generated/zod/courses/courses';
import { ListLessonsResponse } from '../../generated/zod/lessons/lessons';
import {
  AcceptSubstitutionResponse,
  RequestSubstitutionResponse,
} from '../../generated/zod/substitutions/substitutions';
import { TEST_MOMENT, pinClock } from '../../testing/pin-clock';
import { schoolToday } from '../../time/school-time';
import { coursesOfTeacher } from '../db/courses';
import { lessons } from '../db/lessons';
import { substitutions } from '../db/substitutions';
import { DEMO } from '../db/world/people';
import { twoFreeChoices, upcomingClubs } from '../../testing/clubs';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';
import { resetSchool } from '../../testing/seeded-school';

/**
 * The seeded school on the days where calendars break. The school is seeded around "now", so each
 * case pins the clock at its moment, seeds the school again and walks the rules that depend on the
 * calendar: the lesson status by the clock, deadlines, the free club per school week and
 * substitutions. A rule that counts in the machine's zone or in UTC instead of the school's, or a
 * seed that only works on some days, fails here.
 */
const MOMENTS = {
  'a Tuesday morning': TEST_MOMENT,
  'Sunday 23:45, as summer time starts': '2027-03-28T23:45:00+03:00',
  'the spring switch hour': '2027-03-28T04:10:00+03:00',
  'Monday 00:10': '2026-11-30T00:10:00+02:00',
  'the autumn switch hour': '2027-10-31T03:30:00+02:00',
  'Sunday 23:45, as summer time ends': '2027-10-31T23:45:00+02:00',
  'the last evening of a year': '2026-12-31T23:30:00+02:00',
  'New Year’s morning': '2027-01-01T00:30:00+02:00',
  '29 February': '2028-02-29T12:00:00+02:00',
  'a Saturday in August': '2027-08-14T16:00:00+03:00',
};

withMockSchool();

/** The clock at the moment and the school seeded there (seeded once per moment, then copied). */
const at = (moment: string) => {
  pinClock(moment);
  resetSchool();
};

const lessonsOf = async (courseId: number) =>
  ListLessonsResponse.parse(await listLessons(courseId, { per_page: 100 })).data;

describe.each(Object.entries(MOMENTS))('the seeded school on %s', (_, moment) => {
  it('reads each lesson’s status from the clock', async () => {
    at(moment);
    await signIn('teacher@demo.school');
    const now = Date.parse(moment);
    const courses = ListCoursesResponse.parse(await listCourses({ per_page: 100 })).data;
    expect(courses.length).toBeGreaterThan(0);
    let upcoming = 0;
    for (const course of courses) {
      for (const lesson of await lessonsOf(course.id)) {
        if (lesson.status === 'completed') continue;
        const starts = Date.parse(lesson.starts_at);
        const ends = Date.parse(lesson.ends_at);
        const expected = now < starts ? 'upcoming' : now < ends ? 'in_progress' : 'incomplete';
        expect(lesson.status, `${lesson.starts_at}–${lesson.ends_at} at ${moment}`).toBe(expected);
        if (expected === 'upcoming') upcoming += 1;
      }
    }
    // The school is seeded around the day: the teacher always has lessons ahead.
    expect(upcoming).toBeGreaterThan(0);
  });

  it('misses every unwritten work whose deadline has passed, and no other', async () => {
    at(moment);
    await signIn('student@demo.school');
    const now = Date.parse(moment);
    const courses = ListCoursesResponse.parse(await listCourses({ per_page: 100 })).data;
    let past = 0;
    for (const course of courses) {
      const list = ListAssignmentsResponse.parse(await listAssignments(course.id)).data;
      for (const assignment of list) {
        const status = assignment.work?.status;
        if (!assignment.deadline || !status) continue;
        const open = ['not_opened', 'not_written'].includes(status);
        if (Date.parse(assignment.deadline) < now) {
          past += 1;
          expect(open, `${assignment.title} due ${assignment.deadline} at ${moment}`).toBe(false);
        } else {
          expect(['missed', 'test_missed']).not.toContain(status);
        }
      }
    }
    expect(past).toBeGreaterThan(0);
  });

  it('gives one free club place per school week', async () => {
    at(moment);
    await signIn('student@demo.school');
    const [first, second] = twoFreeChoices(await upcomingClubs());
    expect(BookClubResponse.parse(await bookClub(first.id, { free: true })).data.booking?.status).toBe(
      'free',
    );
    await expectError(bookClub(second.id, { free: true }, silent), 409, 'free_place_used');
  });

  it('offers an upcoming lesson to a free teacher, who takes it', async () => {
    at(moment);
    await signIn('teacher@demo.school');
    const taught = new Set(coursesOfTeacher(DEMO.teacher()).map((c) => c.id));
    const requested = new Set(substitutions.rows.map((row) => row.lesson_id));
    const lesson = lessons.rows.find(
      (l) =>
        taught.has(l.course_id) &&
        !requested.has(l.id) &&
        schoolToday(new Date(l.starts_at)) > schoolToday(new Date(moment)),
    );
    expect(lesson, `an upcoming lesson of the demo teacher at ${moment}`).toBeDefined();
    const made = RequestSubstitutionResponse.parse(
      await requestSubstitution(lesson!.id, { reason: 'illness', comment: '' }),
    ).data;
    expect(made.status).toBe('waiting');
    const substitute = substitutions.byId(made.id)?.offered_to[0];
    expect(substitute).toBeDefined();
    await signIn(substitute!);
    const accepted = AcceptSubstitutionResponse.parse(await acceptSubstitution(made.id)).data;
    expect(accepted).toMatchObject({ status: 'approved', substitute: { id: substitute } });
  });
});
