import { afterEach, describe, expect, it } from 'vitest';
import {
  getCompanyProgress,
  getDosProgress,
  getLearnerProgress,
  getTeacherProgress,
} from '../../generated/progress/progress';
import { signIn, withMockSchool } from '../../testing/mock-school';
import { NORMAL_SCENARIO, setScenario } from '../scenarios/state';

withMockSchool();

afterEach(() => setScenario(NORMAL_SCENARIO));

describe('the charts with the empty scenario', () => {
  it('keep every month of the period, with zeros, and answer empty lists', async () => {
    setScenario({ empty: true });
    await signIn('student@demo.school');
    const learner = (await getLearnerProgress({ months: 3 })).data;
    expect(learner.attendance.map((month) => [month.month, month.marked, month.percent])).toEqual([
      ['2026-09', 0, null],
      ['2026-10', 0, null],
      ['2026-11', 0, null],
    ]);
    expect([learner.test_results, learner.module_marks, learner.levels]).toEqual([[], [], []]);
    await signIn('teacher@demo.school');
    const teacher = (await getTeacherProgress({ months: 2 })).data;
    expect(
      teacher.months.map((month) => [month.month, month.hours.total, month.earnings.by_category]),
    ).toEqual([
      ['2026-10', 0, []],
      ['2026-11', 0, []],
    ]);
    await signIn('dos@demo.school');
    expect((await getDosProgress()).data).toEqual({ teachers: [], teachers_total: 0 });
    await signIn('hr@demo.school');
    const company = (await getCompanyProgress({ months: 1 })).data;
    expect(company).toMatchObject({ balance: 0, employees_count: 0, groups: [] });
    expect(company.spend).toEqual([expect.objectContaining({ month: '2026-11', paid: 0, used: 0 })]);
  });
});
