import { describe, expect, it } from 'vitest';
import { reviewWork } from '../../generated/assignments/assignments';
import { getCompanyPayments } from '../../generated/company/company';
import { getCompanyPretests } from '../../generated/paid-pretests/paid-pretests';
import { getCompanyProgress } from '../../generated/progress/progress';
import { GetCompanyProgressResponse } from '../../generated/zod/progress/progress';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';
import {
  addAssignment,
  addLesson,
  addPaidTest,
  addPayment,
  addWork,
  kyiv,
  newCourse,
  newPerson,
} from '../../testing/progress-school';

withMockSchool();

const COMPANY = 'Progress Co';

/**
 * A new company at the pinned moment (Tuesday 24 November 2026, Kyiv): a manager, three active
 * employees and one deactivated, one group (300 UAH a lesson for each of its four seats), its
 * payments, lessons, placement tests and a progress test.
 */
function smallCompany() {
  const manager = newPerson(['corporate_hr'], { company_name: COMPANY });
  const teacher = newPerson(['corporate_teacher']);
  const employee = (extra = {}) => newPerson(['corporate_student'], { company_name: COMPANY, ...extra });
  const [e1, e2, e3] = [employee(), employee(), employee()];
  const gone = employee({ declined: true });
  const { course, module } = newCourse(teacher.id, [e1.id, e2.id, e3.id], {
    name: 'CORP-PROGRESS',
    company_name: COMPANY,
    inactive_student_ids: [gone.id],
  });
  const marks = (a: boolean, b: boolean, c: boolean) => ({ [e1.id]: a, [e2.id]: b, [e3.id]: c });
  addLesson(course, module, kyiv('2026-10-05', '18:00'), { attendance: marks(true, false, true) });
  // 23:30 in Kyiv on the month's last day is October's; 00:30 on the 1st is November's.
  addLesson(course, module, kyiv('2026-10-31', '23:30'), { attendance: marks(true, true, true) });
  addLesson(course, module, kyiv('2026-11-01', '00:30'), { attendance: marks(true, true, false) });
  addLesson(course, module, kyiv('2026-12-07', '18:00'), { completed: false });

  addPayment({
    company: COMPANY,
    date: '2026-10-01',
    amount: 9600,
    method: 'company_account',
    purpose: 'group_lessons',
    quantity: 8,
    seats: 4,
    unit_price: 300,
    course_id: course.id,
  });
  addPayment({
    company: COMPANY,
    date: '2026-11-02',
    amount: 3000,
    method: 'company_account',
    purpose: 'placement_checks',
    quantity: 5,
    seats: null,
    unit_price: 600,
    course_id: null,
  });
  // A2, A2, B1 average to A2; B1 throughout is B1.
  addPaidTest(e1.id, COMPANY, kyiv('2026-10-20'), kyiv('2026-10-25'), {
    grammar: 'A2',
    writing: 'A2',
    speaking: 'B1',
  });
  addPaidTest(e2.id, COMPANY, kyiv('2026-11-03'), kyiv('2026-11-10'), {
    grammar: 'B1',
    writing: 'B1',
    speaking: 'B1',
  });

  const test = addAssignment(course, module, { kind: 'test', published_at: kyiv('2026-11-12', '09:00') });
  const at = kyiv('2026-11-12', '19:00');
  addWork(test, e1.id, 'completed', { score: 18, submitted_at: at }); // 90 %: the B1 course's level
  addWork(test, e2.id, 'completed', { score: 5, submitted_at: at }); // 25 %: the level below, A2
  addWork(test, e3.id, 'not_opened');
  return { manager, teacher, e3, test };
}

const read = async (months?: number) =>
  GetCompanyProgressResponse.parse(await getCompanyProgress(months === undefined ? {} : { months })).data;

describe('a company’s charts', () => {
  it('count the company’s months by hand: spend and checks, levels, groups, tests', async () => {
    const { manager } = smallCompany();
    await signIn(manager.id);
    const data = await read(2);
    expect(data.period).toEqual({ from: '2026-10-01', to: '2026-11-30', months_count: 2 });
    expect(data.spend).toEqual([
      {
        month: '2026-10',
        paid: 9600,
        // two held lessons of 4 × 300 and one check
        used: 3000,
        used_by: { group_lessons: 2400, individual_lessons: 0, placement_checks: 600 },
        closing_balance: 6600,
        checks_bought: 0,
        checks_used: 1,
        checks_left: 0,
      },
      {
        month: '2026-11',
        paid: 3000,
        used: 1800,
        used_by: { group_lessons: 1200, individual_lessons: 0, placement_checks: 600 },
        closing_balance: 7800,
        checks_bought: 5,
        checks_used: 1,
        checks_left: 3,
      },
    ]);
    expect(data.balance).toBe(7800);
    expect(data.checks_left).toBe(3);
    // the deactivated employee is left out
    expect(data.employees_count).toBe(3);
    expect(data.levels_now).toEqual({ A1: 0, A2: 1, B1: 1, B2: 0, C1: 0, C2: 0, none: 1 });
    expect(data.level_movement).toEqual({ up: 1, same: 0, down: 1, no_placement: 1 });
    expect(data.groups).toEqual([
      {
        course: { id: expect.any(Number), name: 'CORP-PROGRESS', kind: 'group', level: 'B1' },
        attended: 7,
        marked: 9,
        percent: 77.8,
      },
    ]);
    expect(data.tests).toEqual([
      {
        month: '2026-10',
        placement_assigned: 1,
        placement_finished: 1,
        course_tests_assigned: 0,
        course_tests_done: 0,
      },
      {
        month: '2026-11',
        placement_assigned: 1,
        placement_finished: 1,
        course_tests_assigned: 3,
        course_tests_done: 2,
      },
    ]);
  });

  it('moves when the teacher grades a work: the test is done and the level counted', async () => {
    const { manager, teacher, e3, test } = smallCompany();
    await signIn(teacher.id);
    await reviewWork(test.id, e3.id, { action: 'complete', score: 16 });
    await signIn(manager.id);
    const data = await read(2);
    expect(data.tests[1]).toMatchObject({ course_tests_assigned: 3, course_tests_done: 3 });
    expect(data.levels_now).toEqual({ A1: 0, A2: 1, B1: 2, B2: 0, C1: 0, C2: 0, none: 0 });
    expect(data.level_movement).toEqual({ up: 1, same: 0, down: 1, no_placement: 1 });
  });

  it('reads the demo company’s spend as its statement does, and its checks as its balance', async () => {
    await signIn('hr@demo.school');
    const data = await read(6);
    const statement = (await getCompanyPayments({ months: 6 })).data;
    expect(
      data.spend.map(({ month, paid, used, closing_balance }) => ({ month, paid, used, closing_balance })),
    ).toEqual(
      [...statement.months]
        .reverse()
        .map(({ month, paid, used, closing_balance }) => ({ month, paid, used, closing_balance })),
    );
    expect(data.balance).toBe(statement.balance);
    expect(data.checks_left).toBe((await getCompanyPretests()).data.balance.left);
  });

  it('is for the corporate manager only, over 1 to 24 months', async () => {
    await signIn('hr@demo.school');
    await expectError(getCompanyProgress({ months: 25 }, silent), 422, 'validation_failed', 'months');
    for (const account of ['corp.student@demo.school', 'teacher@demo.school', 'dos@demo.school']) {
      await signIn(account);
      await expectError(getCompanyProgress({}, silent), 403, 'forbidden');
    }
  });
});
