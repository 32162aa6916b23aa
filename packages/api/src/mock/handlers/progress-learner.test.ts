import { describe, expect, it } from 'vitest';
import { setLessonAttendance } from '../../generated/lessons/lessons';
import { getLearnerProgress } from '../../generated/progress/progress';
import { GetLearnerProgressResponse } from '../../generated/zod/progress/progress';
import type { UserRow } from '../db';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';
import {
  addAssignment,
  addCatchUp,
  addEntryTest,
  addFeedback,
  addLesson,
  addWork,
  kyiv,
  newCourse,
  newPerson,
} from '../../testing/progress-school';

withMockSchool();

/**
 * A student of one new course (B1) with a parent, at the pinned moment (Tuesday 24 November 2026,
 * Kyiv): lessons, homework, tests, a module feedback and a placement test whose every number the
 * tests below count by hand.
 */
function smallSchool() {
  const parent = newPerson(['responsible_person']);
  const student = newPerson(['student'], { parentId: parent.id });
  const teacher = newPerson(['teacher']);
  const { course, module } = newCourse(teacher.id, [student.id]);
  const mark = (present: boolean) => ({ [student.id]: present });
  const lesson = (date: string, time: string, present: boolean | null, completed = true) =>
    addLesson(course, module, kyiv(date, time), {
      completed,
      attendance: present === null ? {} : mark(present),
    });
  lesson('2026-09-28', '18:00', true); // September: outside a two-month period
  lesson('2026-10-05', '18:00', true);
  const caughtUp = lesson('2026-10-12', '18:00', false);
  addCatchUp(caughtUp, student.id, teacher.id, kyiv('2026-10-14', '17:00'));
  // 23:30 in Kyiv on the month's last day is October's; 00:30 on the 1st is November's.
  const lastOfOctober = lesson('2026-10-31', '23:30', false);
  lesson('2026-11-01', '00:30', true);
  lesson('2026-11-10', '18:00', true);
  lesson('2026-11-26', '18:00', null, false); // ahead: not marked

  const task = (deadline: string, status: Parameters<typeof addWork>[2], times = {}) =>
    addWork(addAssignment(course, module, { kind: 'task', deadline }), student.id, status, times);
  task(kyiv('2026-10-10', '20:00'), 'completed', { submitted_at: kyiv('2026-10-09', '19:00') });
  task(kyiv('2026-10-20', '23:59'), 'completed', { submitted_at: kyiv('2026-10-22', '10:00') });
  task(kyiv('2026-10-31', '23:30'), 'not_opened'); // missed by its deadline
  task(kyiv('2026-11-20', '20:00'), 'completed', { completed_at: kyiv('2026-11-19', '12:00') });
  task(kyiv('2026-11-30', '20:00'), 'not_opened'); // still open

  const progressTest = addAssignment(course, module, { kind: 'test', title: 'Progress test 1' });
  addWork(progressTest, student.id, 'completed', { score: 15, submitted_at: kyiv('2026-10-28', '18:40') });
  const finalTest = addAssignment(course, module, {
    kind: 'test',
    title: 'Final test',
    test_type: 'final_test',
    max_score: 50,
  });
  addWork(finalTest, student.id, 'completed', { score: 20, submitted_at: kyiv('2026-11-17', '19:00') });

  addFeedback(course, module, student.id, 'sent', kyiv('2026-11-03', '15:00'), 'good');
  addEntryTest(student.id, kyiv('2026-09-01', '11:10'), {
    grammar: 'A2',
    reading: 'B1',
    writing: 'A2',
    speaking: 'A2',
  });
  return { parent, student, teacher, course, lastOfOctober };
}

const courseRef = (id: number) => ({ id, name: expect.any(String), kind: 'group', level: 'B1' });
const read = async (params: Parameters<typeof getLearnerProgress>[0]) =>
  GetLearnerProgressResponse.parse(await getLearnerProgress(params)).data;

describe('a learner’s charts', () => {
  it('count the student’s own months by hand: attendance, homework, tests, marks and levels', async () => {
    const { student, course } = smallSchool();
    await signIn(student.id);
    const data = await read({ months: 2 });
    expect(data.period).toEqual({ from: '2026-10-01', to: '2026-11-30', months_count: 2 });
    expect(data.attendance).toEqual([
      // present 5 Oct; absent 12 Oct, made up by a catch-up; absent at 23:30 on 31 October
      { month: '2026-10', attended: 1, missed: 1, excused: 1, marked: 3, percent: 33.3 },
      // present at 00:30 on 1 November and on 10 November; 26 November is not marked yet
      { month: '2026-11', attended: 2, missed: 0, excused: 0, marked: 2, percent: 100 },
    ]);
    expect(data.homework).toEqual([
      { month: '2026-10', on_time: 1, late: 1, not_handed_in: 1 },
      // completed by the teacher before the deadline; the task due on 30 November is still open
      { month: '2026-11', on_time: 1, late: 0, not_handed_in: 0 },
    ]);
    expect(data.test_results).toEqual([
      expect.objectContaining({
        date: '2026-10-28',
        test_type: 'progress_test',
        score: 15,
        max_score: 20,
        percent: 75,
        grade: 'B',
        course: courseRef(course.id),
      }),
      expect.objectContaining({
        date: '2026-11-17',
        test_type: 'final_test',
        score: 20,
        max_score: 50,
        percent: 40,
        grade: 'F',
      }),
    ]);
    expect(data.test_results_total).toBe(2);
    expect(data.module_marks).toEqual([
      { date: '2026-11-03', course: courseRef(course.id), module_number: 1, mark: 'good' },
    ]);
    const noSkills = { grammar: null, reading: null, writing: null, speaking: null };
    expect(data.levels).toEqual([
      // the placement test: A2, B1, A2, A2 average to A2
      {
        date: '2026-09-01',
        source: 'placement',
        course: null,
        overall: 'A2',
        skills: { grammar: 'A2', reading: 'B1', writing: 'A2', speaking: 'A2' },
      },
      // 75 % passes the B1 course's progress test; 40 % fails its final test: the level below
      {
        date: '2026-10-28',
        source: 'progress_test',
        course: courseRef(course.id),
        overall: 'B1',
        skills: noSkills,
      },
      {
        date: '2026-11-17',
        source: 'final_test',
        course: courseRef(course.id),
        overall: 'A2',
        skills: noSkills,
      },
    ]);
  });

  it('covers twelve months by default, every month present', async () => {
    const { student } = smallSchool();
    await signIn(student.id);
    const data = await read({});
    expect(data.period).toEqual({ from: '2025-12-01', to: '2026-11-30', months_count: 12 });
    expect(data.attendance.map((month) => month.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(data.attendance[0]).toEqual({
      month: '2025-12',
      attended: 0,
      missed: 0,
      excused: 0,
      marked: 0,
      percent: null,
    });
    expect(data.attendance.find((month) => month.month === '2026-09')).toMatchObject({
      attended: 1,
      marked: 1,
      percent: 100,
    });
  });

  it('moves when the teacher marks a lesson: the month’s percent follows', async () => {
    const { student, teacher, lastOfOctober } = smallSchool();
    await signIn(teacher.id);
    await setLessonAttendance(lastOfOctober.id, { attendance: [{ student_id: student.id, present: true }] });
    await signIn(student.id);
    const [october] = (await read({ months: 2 })).attendance;
    expect(october).toEqual({
      month: '2026-10',
      attended: 2,
      missed: 0,
      excused: 1,
      marked: 3,
      percent: 66.7,
    });
  });

  it('gives a parent their child’s charts, named by student_id', async () => {
    const { parent, student } = smallSchool();
    await signIn(student.id);
    const own = await read({ months: 2 });
    await signIn(parent.id);
    expect(await read({ months: 2, student_id: student.id })).toEqual(own);
  });

  it('refuses as the access conventions say', async () => {
    const { parent, student, teacher } = smallSchool();
    const stranger: UserRow = newPerson(['student']);
    await signIn(parent.id);
    await expectError(getLearnerProgress({}, silent), 422, 'validation_failed', 'student_id');
    await expectError(getLearnerProgress({ student_id: stranger.id }, silent), 404, 'not_found');
    await signIn(stranger.id);
    await expectError(getLearnerProgress({ student_id: student.id }, silent), 404, 'not_found');
    await expectError(getLearnerProgress({ months: 25 }, silent), 422, 'validation_failed', 'months');
    await expectError(getLearnerProgress({ months: 0 }, silent), 422, 'validation_failed', 'months');
    await signIn(teacher.id);
    await expectError(getLearnerProgress({ student_id: student.id }, silent), 403, 'forbidden');
  });
});
