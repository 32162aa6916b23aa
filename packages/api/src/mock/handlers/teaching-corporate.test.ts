import { describe, expect, it } from 'vitest';
import { listCalendarEvents } from '../../generated/calendar/calendar';
import { listClubParticipants, listClubs, updateClubNotes } from '../../generated/clubs/clubs';
import { getStatisticsSummary, listStatisticsRecords } from '../../generated/statistics/statistics';
import { listSubstitutions, requestSubstitution } from '../../generated/substitutions/substitutions';
import { ListCalendarEventsResponse } from '../../generated/zod/calendar/calendar';
import { ListClubParticipantsResponse, ListClubsResponse } from '../../generated/zod/clubs/clubs';
import {
  GetStatisticsSummaryResponse,
  ListStatisticsRecordsResponse,
} from '../../generated/zod/statistics/statistics';
import {
  ListSubstitutionsResponse,
  RequestSubstitutionResponse,
} from '../../generated/zod/substitutions/substitutions';
import { clubs } from '../db/clubs';
import { coursesOfTeacher } from '../db/courses';
import { lessons } from '../db/lessons';
import { statisticsRecords } from '../db/statistics-records';
import { substitutions } from '../db/substitutions';
import { DEMO, DEMO_COMPANY } from '../db/world/people';
import { schoolToday, shiftDate } from '../../time/school-time';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const CORPORATE_TEACHER = 'corp.teacher@demo.school';
const today = schoolToday();
const calendar = async (fromDays: number, toDays: number) =>
  ListCalendarEventsResponse.parse(
    await listCalendarEvents({ from: shiftDate(today, fromDays), to: shiftDate(today, toDays) }),
  ).data;
const requests = async (query: Parameters<typeof listSubstitutions>[0] = {}) =>
  ListSubstitutionsResponse.parse(await listSubstitutions({ per_page: 100, ...query })).data;

describe('the corporate teacher’s calendar', () => {
  it('holds the company’s group and individual lessons they teach, each naming the company', async () => {
    await signIn(CORPORATE_TEACHER);
    const events = await calendar(-30, 30);
    const taught = new Set(coursesOfTeacher(DEMO.corporateTeacher()).map((course) => course.id));
    const lessons = events.filter((e) => e.kind === 'group_lesson' || e.kind === 'individual_lesson');
    expect(new Set(lessons.map((e) => e.kind))).toEqual(new Set(['group_lesson', 'individual_lesson']));
    for (const lesson of lessons) {
      expect(taught.has(lesson.course_id ?? 0)).toBe(true);
      expect(lesson.company_name).toBe(DEMO_COMPANY);
      expect(lesson.lesson_id).toBeGreaterThan(0);
    }
  });

  it('holds the clubs they lead; the school teacher’s lessons name no company', async () => {
    await signIn(CORPORATE_TEACHER);
    const led = clubs.where((c) => c.teacher_id === DEMO.corporateTeacher()).map((c) => c.id);
    const events = await calendar(-20, 20);
    expect(events.filter((e) => e.kind === 'club').map((e) => e.club_id)).toEqual(led);
    await signIn('teacher@demo.school');
    const school = await calendar(-20, 20);
    expect(school.length).toBeGreaterThan(0);
    expect(school.every((e) => e.company_name === null)).toBe(true);
    expect(school.some((e) => led.includes(e.club_id ?? 0))).toBe(false);
  });
});

describe('the corporate teacher’s clubs', () => {
  it('lists an upcoming and an archived club they lead, after the school’s clubs', async () => {
    await signIn(CORPORATE_TEACHER);
    const upcoming = ListClubsResponse.parse(await listClubs({ per_page: 100 })).data;
    const archived = ListClubsResponse.parse(await listClubs({ period: 'archived', per_page: 100 })).data;
    expect(upcoming.length).toBeGreaterThan(0);
    expect(archived.length).toBeGreaterThan(0);
    const mine = new Set(clubs.where((c) => c.teacher_id === DEMO.corporateTeacher()).map((c) => c.id));
    expect([...upcoming, ...archived].every((club) => mine.has(club.id))).toBe(true);
    const school = clubs.where((c) => c.teacher_id !== DEMO.corporateTeacher()).map((c) => c.id);
    expect(Math.min(...mine)).toBeGreaterThan(Math.max(...school));
  });

  it('lets them keep notes and read the participants of their club, not of another teacher’s', async () => {
    await signIn(CORPORATE_TEACHER);
    const [mine] = clubs.where((c) => c.teacher_id === DEMO.corporateTeacher());
    const other = clubs.rows.find((c) => c.teacher_id === DEMO.teacher());
    if (!mine || !other) throw new Error('The seed has no club of the corporate or the demo teacher.');
    expect((await updateClubNotes(mine.id, { notes: 'Bring the case study' })).data.notes).toBe(
      'Bring the case study',
    );
    ListClubParticipantsResponse.parse(await listClubParticipants(mine.id));
    await expectError(listClubParticipants(other.id, silent), 404, 'not_found');
  });
});

describe('the corporate teacher’s substitutions', () => {
  it('lists their requests for the company’s group and individual lessons, in several statuses', async () => {
    await signIn(CORPORATE_TEACHER);
    const own = await requests({ side: 'requested' });
    expect(own.every((s) => s.requested_by.id === DEMO.corporateTeacher())).toBe(true);
    const groups = own.filter((s) => s.kind === 'corporate_group');
    const individuals = own.filter((s) => s.kind === 'corporate_individual');
    expect(new Set(groups.map((s) => s.status))).toEqual(
      new Set(['waiting', 'approved', 'moderation', 'canceled', 'ended']),
    );
    expect(individuals.length).toBeGreaterThanOrEqual(2);
    const taught = new Set(coursesOfTeacher(DEMO.corporateTeacher()).map((course) => course.id));
    expect(own.every((s) => taught.has(s.course_id ?? 0) && (s.lesson_id ?? 0) > 0)).toBe(true);
    expect(await requests({ kind: 'group' })).toEqual([]);
  });

  it('takes a new request for a company group’s lesson into their corporate-groups list', async () => {
    await signIn(CORPORATE_TEACHER);
    const taught = new Set(
      coursesOfTeacher(DEMO.corporateTeacher())
        .filter((course) => course.kind === 'group')
        .map((course) => course.id),
    );
    const requested = new Set(substitutions.rows.map((row) => row.lesson_id));
    const lesson = lessons.rows.find(
      (l) =>
        taught.has(l.course_id) && Date.parse(l.starts_at) > Date.now() + 86_400_000 && !requested.has(l.id),
    );
    expect(lesson).toBeDefined();
    const made = RequestSubstitutionResponse.parse(
      await requestSubstitution(lesson?.id ?? 0, { reason: 'illness', comment: 'The plan is in the notes.' }),
    ).data;
    expect(made).toMatchObject({ kind: 'corporate_group', status: 'waiting', lesson_id: lesson?.id });
    expect((await requests({ kind: 'corporate_group' })).map((s) => s.id)).toContain(made.id);
  });

  it('keeps them out of the demo teachers’ lists', async () => {
    const theirs = substitutions.where((row) => row.requested_by === DEMO.corporateTeacher());
    expect(theirs.length).toBeGreaterThan(0);
    for (const viewer of ['teacher@demo.school', 'dos@demo.school']) {
      await signIn(viewer);
      const ids = new Set((await requests()).map((s) => s.id));
      expect(theirs.some((row) => ids.has(row.id))).toBe(false);
    }
  });
});

describe('the corporate teacher’s statistics', () => {
  it('gives their month: corporate records and company trials in several statuses, and the pay', async () => {
    await signIn(CORPORATE_TEACHER);
    const records = ListStatisticsRecordsResponse.parse(await listStatisticsRecords({ per_page: 100 })).data;
    expect(records.filter((r) => r.category !== 'taxes').every((r) => r.type === 'corporate')).toBe(true);
    expect(records.some((r) => r.category === 'company_trials')).toBe(true);
    expect(new Set(records.map((r) => r.status))).toEqual(
      new Set(['in_progress', 'in_review', 'need_revision', 'verified']),
    );
    const summary = GetStatisticsSummaryResponse.parse(await getStatisticsSummary()).data;
    expect(summary.records_count).toBe(records.length);
    expect(summary.salary.corp).toBeGreaterThan(0);
    expect(summary.salary.in_house).toBe(0);
  });

  it('keeps the demo teachers’ records first and their own', async () => {
    const ownerOf = statisticsRecords.rows.map((row) => row.teacher_id);
    const firstCorporate = ownerOf.indexOf(DEMO.corporateTeacher());
    expect(firstCorporate).toBeGreaterThan(0);
    expect(new Set(ownerOf.slice(0, firstCorporate))).toEqual(new Set([DEMO.teacher(), DEMO.dos()]));
    await signIn('teacher@demo.school');
    const records = ListStatisticsRecordsResponse.parse(await listStatisticsRecords({ per_page: 100 })).data;
    const mine = new Set(
      statisticsRecords.where((row) => row.teacher_id === DEMO.teacher()).map((r) => r.id),
    );
    expect(records.every((r) => mine.has(r.id))).toBe(true);
  });

  it('is still refused to a student', async () => {
    await signIn('student@demo.school');
    await expectError(getStatisticsSummary(undefined, silent), 403, 'forbidden');
  });
});
