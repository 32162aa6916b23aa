import { describe, expect, it } from 'vitest';
import { getLesson, listLateCancellations, markLateCancel } from '../../generated/lessons/lessons';
import type { LateCancellationLesson } from '../../generated/model';
import { getStatisticsSummary, listStatisticsRecords } from '../../generated/statistics/statistics';
import { ListLateCancellationsResponse, MarkLateCancelResponse } from '../../generated/zod/lessons/lessons';
import { GetStatisticsSummaryResponse } from '../../generated/zod/statistics/statistics';
import { courses } from '../db/courses';
import { lessons } from '../db/lessons';
import { allTeacherIds, substitutions } from '../db/substitutions';
import { DEMO } from '../db/world/people';
import { schoolDateOf } from '../../time/school-time';
import * as clock from '../../time/clock';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const list = async (query: Parameters<typeof listLateCancellations>[0] = {}) =>
  ListLateCancellationsResponse.parse(await listLateCancellations({ per_page: 100, ...query })).data;

/** A markable lesson the demo teacher holds (the seeded school has a few around "now"). */
async function teachersLesson(): Promise<LateCancellationLesson> {
  const lesson = (await list({ state: 'markable', teacher_id: DEMO.teacher() }))[0];
  if (!lesson) throw new Error('seed: the demo teacher has no lesson to mark');
  return lesson;
}

const summaryOf = async (month: string) =>
  GetStatisticsSummaryResponse.parse(await getStatisticsSummary({ month })).data;

describe('listLateCancellations', () => {
  it('lists the lessons of the window not held yet, and those marked, latest first', async () => {
    await signIn('dos@demo.school');
    const rows = await list();
    expect(rows.length).toBeGreaterThan(0);
    const now = clock.nowMs();
    for (const row of rows) {
      expect(Date.parse(row.starts_at)).toBeLessThanOrEqual(now + 24 * 3_600_000);
      expect(Date.parse(row.starts_at)).toBeGreaterThanOrEqual(now - 14 * 86_400_000);
      expect(row.late_cancel || row.status !== 'completed').toBe(true);
      expect(row.can_mark).toBe(!row.late_cancel);
      expect(row.student === null).toBe(row.course.kind === 'group');
    }
    const starts = rows.map((row) => Date.parse(row.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });

  it('filters by state and by the teacher who holds the lesson', async () => {
    await signIn('dos@demo.school');
    expect((await list({ state: 'markable' })).every((row) => row.can_mark)).toBe(true);
    expect((await list({ state: 'marked' })).every((row) => row.late_cancel)).toBe(true);
    const own = await list({ teacher_id: DEMO.teacher() });
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.teacher.id === DEMO.teacher())).toBe(true);
    await expectError(
      listLateCancellations({ state: 'held' as 'marked' }, silent),
      422,
      'validation_failed',
      'state',
    );
  });

  it('is the director of studies’ only', async () => {
    for (const who of ['teacher@demo.school', 'student@demo.school', 'hr@demo.school']) {
      await signIn(who);
      await expectError(listLateCancellations(undefined, silent), 403, 'forbidden');
    }
  });
});

describe('markLateCancel', () => {
  it('closes the lesson as late-cancelled and pays it to its teacher as if held', async () => {
    await signIn('dos@demo.school');
    const lesson = await teachersLesson();
    const month = schoolDateOf(lesson.starts_at).slice(0, 7);
    await signIn('teacher@demo.school');
    const before = await summaryOf(month);

    await signIn('dos@demo.school');
    const marked = MarkLateCancelResponse.parse(await markLateCancel(lesson.id)).data;
    expect(marked).toMatchObject({ id: lesson.id, late_cancel: true, can_mark: false, status: 'completed' });
    expect((await list({ state: 'marked' })).map((row) => row.id)).toContain(lesson.id);
    expect((await list({ state: 'markable' })).map((row) => row.id)).not.toContain(lesson.id);

    await signIn('teacher@demo.school');
    const page = (await getLesson(lesson.id)).data;
    expect(page).toMatchObject({ late_cancel: true, status: 'completed' });
    const line = (await listStatisticsRecords({ month, per_page: 100 })).data.find((r) => r.late_cancel);
    const course = courses.byId(lesson.course.id);
    expect(line).toMatchObject({
      date: schoolDateOf(lesson.starts_at),
      category: course?.kind === 'group' ? 'groups' : 'individual_lessons',
      type: course?.company_name ? 'corporate' : 'other',
      units: 'hours',
      status: 'in_progress',
      editable: true,
    });
    const after = await summaryOf(month);
    const sum = line?.sum ?? 0;
    expect(sum).toBeGreaterThan(0);
    expect(after.late_cancellations).toEqual({
      records_count: before.late_cancellations.records_count + 1,
      sum: before.late_cancellations.sum + sum,
    });
    expect(after.salary.running_total).toBe(before.salary.running_total + sum);
    expect(after.records_by_status.in_progress).toBe(before.records_by_status.in_progress + 1);
  });

  it('pays the substitute who holds the lesson, as a substitution', async () => {
    await signIn('dos@demo.school');
    const lesson = await teachersLesson();
    const row = lessons.byId(lesson.id);
    const course = courses.byId(lesson.course.id);
    if (!row || !course) throw new Error('seed');
    const substitute = allTeacherIds().find((id) => id !== course.teacher_id) ?? 0;
    substitutions.insert({
      kind: course.kind,
      lesson_id: row.id,
      course_id: course.id,
      course_name: course.name,
      lesson_number: row.number,
      reason: 'illness',
      comment: '',
      created_at: row.starts_at,
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      requested_by: course.teacher_id,
      state: 'approved',
      canceled_by_requester: false,
      substitute_id: substitute,
      offered_to: [substitute],
      declined_by: [],
      late_cancel: false,
    });
    const marked = (await markLateCancel(lesson.id)).data;
    expect(marked.teacher.id).toBe(substitute);
    await signIn(substitute);
    const month = schoolDateOf(lesson.starts_at).slice(0, 7);
    const line = (await listStatisticsRecords({ month, per_page: 100 })).data.find((r) => r.late_cancel);
    expect(line?.category).toBe(course.kind === 'group' ? 'substitutions' : 'individual_substitutions');
  });

  it('refuses a lesson already marked, one held, one outside the window and an unknown one', async () => {
    await signIn('dos@demo.school');
    const lesson = await teachersLesson();
    await markLateCancel(lesson.id);
    await expectError(markLateCancel(lesson.id, silent), 409, 'already_late_cancelled');
    const now = clock.nowMs();
    const held = lessons.rows.find(
      (l) => l.completed && !l.late_cancel && Date.parse(l.starts_at) > now - 86_400_000 * 7,
    );
    await expectError(markLateCancel(held?.id ?? 0, silent), 409, 'lesson_already_held');
    const later = lessons.rows.find((l) => !l.completed && Date.parse(l.starts_at) > now + 2 * 86_400_000);
    await expectError(markLateCancel(later?.id ?? 0, silent), 409, 'outside_late_cancel_window');
    const old = lessons.rows.find((l) => !l.completed && Date.parse(l.ends_at) < now - 15 * 86_400_000);
    await expectError(markLateCancel(old?.id ?? 0, silent), 409, 'outside_late_cancel_window');
    await expectError(markLateCancel(999_999, silent), 404, 'not_found');
  });

  it('is the director of studies’ only', async () => {
    await signIn('dos@demo.school');
    const lesson = await teachersLesson();
    for (const who of ['teacher@demo.school', 'student@demo.school']) {
      await signIn(who);
      await expectError(markLateCancel(lesson.id, silent), 403, 'forbidden');
    }
    expect(lessons.byId(lesson.id)?.late_cancel).toBe(false);
  });
});
