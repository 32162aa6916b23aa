import { describe, expect, it } from 'vitest';
import { completeLesson } from '../../generated/lessons/lessons';
import { getTeacherProgress } from '../../generated/progress/progress';
import { GetTeacherProgressResponse } from '../../generated/zod/progress/progress';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';
import {
  addCatchUp,
  addFeedback,
  addLesson,
  addModule,
  addRecord,
  addSubstitution,
  kyiv,
  newCourse,
  newPerson,
} from '../../testing/progress-school';

withMockSchool();

/**
 * A new teacher with one group of three students at the pinned moment (Tuesday 24 November 2026,
 * Kyiv): the lessons they held, a substitute's, a catch-up, their records and module feedback.
 */
function smallSchool() {
  const teacher = newPerson(['teacher']);
  const substitute = newPerson(['teacher']);
  const [a, b, c] = [newPerson(['student']), newPerson(['student']), newPerson(['student'])];
  const { course, module } = newCourse(teacher.id, [a.id, b.id, c.id]);
  const lesson = (date: string, time: string, minutes: number, extra = {}) =>
    addLesson(course, module, kyiv(date, time), { minutes, ...extra });
  lesson('2026-10-06', '18:00', 90);
  // 23:30 in Kyiv on the month's last day is October's; 00:30 on the 1st is November's.
  const lastOfModule = lesson('2026-10-31', '23:30', 90, { attendance: { [a.id]: false } });
  const second = addModule(course, 2);
  addLesson(course, second, kyiv('2026-11-01', '00:30'));
  addLesson(course, second, kyiv('2026-11-03', '18:00'), { late_cancel: true }); // paid, not taught
  addSubstitution(addLesson(course, second, kyiv('2026-11-05', '18:00')), course, substitute.id);
  const unmarked = addLesson(course, second, kyiv('2026-11-23', '18:00'), { completed: false });
  addLesson(course, second, kyiv('2026-11-30', '18:00'), { completed: false });
  addCatchUp(lastOfModule, a.id, teacher.id, kyiv('2026-11-10', '17:00'));

  addRecord(teacher.id, { date: '2026-10-20', category: 'groups', rate: 420, amount: 2, status: 'verified' });
  addRecord(teacher.id, { date: '2026-10-21', category: 'taxes', rate: 1, amount: 100, status: 'verified' });
  addRecord(teacher.id, {
    date: '2026-11-02',
    category: 'feedback_forms',
    rate: 60,
    amount: 3,
    status: 'in_progress',
  });

  // Module 1 ends at 01:00 on 1 November: its feedback is due at 01:00 on 8 November.
  addFeedback(course, module, a.id, 'sent', kyiv('2026-11-05', '12:00'));
  addFeedback(course, module, b.id, 'need_review', kyiv('2026-11-09', '12:00'));
  addFeedback(course, module, c.id, 'in_progress', kyiv('2026-11-07', '12:00'));
  return { teacher, substitute, unmarked };
}

const read = async (months?: number) =>
  GetTeacherProgressResponse.parse(await getTeacherProgress(months === undefined ? {} : { months })).data;

describe('a teacher’s charts', () => {
  it('count the months by hand: earnings by category, hours taught, feedback on time', async () => {
    const { teacher } = smallSchool();
    await signIn(teacher.id);
    const data = await read(2);
    expect(data.period).toEqual({ from: '2026-10-01', to: '2026-11-30', months_count: 2 });
    expect(data.feedback_due_days).toBe(7);
    expect(data.months).toEqual([
      {
        month: '2026-10',
        earnings: {
          by_category: [
            { category: 'groups', records_count: 1, sum: 840 },
            { category: 'taxes', records_count: 1, sum: 100 },
          ],
          running_total: 840,
          total_to_pay: 740,
        },
        // two lessons of 90 minutes, the second at 23:30 on 31 October
        hours: { lessons: 3, catch_ups: 0, total: 3, lessons_held: 2 },
        feedback: { on_time: 0, late: 0, overdue: 0 },
      },
      {
        month: '2026-11',
        earnings: {
          by_category: [{ category: 'feedback_forms', records_count: 1, sum: 180 }],
          running_total: 180,
          total_to_pay: 180,
        },
        // the lesson at 00:30 on 1 November and a catch-up; not the late cancellation, not the substitute's
        hours: { lessons: 1, catch_ups: 1, total: 2, lessons_held: 1 },
        // module 1: sent before the due time, sent after it, still in progress past it;
        // module 2's feedback is due on 7 December, not counted yet
        feedback: { on_time: 1, late: 1, overdue: 1 },
      },
    ]);
  });

  it('counts the lessons a substitute held as theirs', async () => {
    const { substitute } = smallSchool();
    await signIn(substitute.id);
    const november = (await read(1)).months[0];
    expect(november?.hours).toEqual({ lessons: 1, catch_ups: 0, total: 1, lessons_held: 1 });
  });

  it('moves when the teacher marks a lesson completed', async () => {
    const { teacher, unmarked } = smallSchool();
    await signIn(teacher.id);
    await completeLesson(unmarked.id);
    const november = (await read(1)).months[0];
    expect(november?.hours).toEqual({ lessons: 2, catch_ups: 1, total: 3, lessons_held: 2 });
  });

  it('is for teachers and corporate teachers only, over 1 to 24 months', async () => {
    await signIn('corp.teacher@demo.school');
    expect((await read()).months).toHaveLength(12);
    await expectError(getTeacherProgress({ months: 25 }, silent), 422, 'validation_failed', 'months');
    for (const account of ['student@demo.school', 'hr@demo.school', 'tutor@demo.school']) {
      await signIn(account);
      await expectError(getTeacherProgress({}, silent), 403, 'forbidden');
    }
  });
});
