import type { CompanyProgress } from '@cabinet/api/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadPageTexts } from '../../i18n';
import { monthLabel } from './chart-labels';
import {
  checksChart,
  companyTestsChart,
  groupAttendanceChart,
  levelsNowChart,
  moneyChart,
  movementChart,
} from './company-charts';

beforeAll(async () => {
  for (const language of ['uk', 'en']) {
    await i18n.changeLanguage(language);
    await loadPageTexts('progress');
  }
});

const en = i18n.getFixedT('en', 'progress');
const uk = i18n.getFixedT('uk', 'progress');
const money = (amount: number) => `₴${amount}`;
const group = (id: number, name: string) => ({ id, name, kind: 'group', level: 'B1' }) as const;

/** Two months of a company, small enough to count by hand. */
const progress = {
  period: { from: '2026-10-01', to: '2026-11-30', months_count: 2 },
  spend: [
    {
      month: '2026-10',
      paid: 10000,
      used: 4500,
      used_by: { group_lessons: 3000, individual_lessons: 900, placement_checks: 600 },
      closing_balance: 5500,
      checks_bought: 5,
      checks_used: 2,
      checks_left: 3,
    },
    {
      month: '2026-11',
      paid: 0,
      used: 3900,
      used_by: { group_lessons: 2700, individual_lessons: 0, placement_checks: 1200 },
      closing_balance: 1600,
      checks_bought: 0,
      checks_used: 1,
      checks_left: 2,
    },
  ],
  balance: 1600,
  checks_left: 2,
  employees_count: 12,
  levels_now: { A1: 1, A2: 3, B1: 5, B2: 2, C1: 0, C2: 0, none: 1 },
  level_movement: { up: 4, same: 5, down: 0, no_placement: 3 },
  groups: [
    { course: group(51, 'CORP-BE-B1-51'), attended: 40, marked: 46, percent: 87 },
    { course: group(52, 'CORP-BE-A2-52'), attended: 9, marked: 12, percent: 75 },
    { course: group(53, 'CORP-BE-B2-53'), attended: 0, marked: 0, percent: null },
  ],
  tests: [
    {
      month: '2026-10',
      placement_assigned: 2,
      placement_finished: 1,
      course_tests_assigned: 7,
      course_tests_done: 5,
    },
    {
      month: '2026-11',
      placement_assigned: 1,
      placement_finished: 2,
      course_tests_assigned: 4,
      course_tests_done: 1,
    },
  ],
} as unknown as CompanyProgress;

describe("the corporate manager's charts", () => {
  it('sets the money paid against the money used, month by month, and names the month that used most', () => {
    const chart = moneyChart(progress, en, 'en', money);
    expect(chart.categories).toEqual([monthLabel('2026-10', 'en'), monthLabel('2026-11', 'en')]);
    expect(chart.series.map((one) => [one.id, one.data])).toEqual([
      ['paid', [10000, 0]],
      ['used', [4500, 3900]],
    ]);
    expect(chart.stacked).toBeUndefined();
    expect(chart.summary).toBe(
      'In this period: ₴10000 paid, ₴8400 used; the most used in October 2026: ₴4500. The balance now: ₴1600.',
    );
    expect(moneyChart(progress, uk, 'uk', money).summary).toBe(
      'За цей період сплачено ₴10000, використано ₴8400; найбільше використано у жовтні 2026: ₴4500. Залишок зараз: ₴1600.',
    );
    expect(chart.series.map((one) => one.label)).toEqual(['Paid, UAH', 'Used, UAH']);
    expect(chart.format?.(60770)).toBe('60,770');
  });

  it('counts the checks bought and used, and those left today', () => {
    const chart = checksChart(progress, en, 'en');
    expect(chart.series.map((one) => one.data)).toEqual([
      [5, 0],
      [2, 1],
    ]);
    expect(chart.summary).toBe('In this period: 5 bought, 3 used; 2 left now.');
  });

  it('draws the levels now, the employees without one last, and names the largest', () => {
    const chart = levelsNowChart(progress, en);
    expect(chart.categories).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'No level yet']);
    expect(chart.series[0]?.data).toEqual([1, 3, 5, 2, 0, 0, 1]);
    expect(chart.summary).toBe('Active employees: 12; the most at B1: 5; no level yet: 1.');
    const unmeasured = {
      ...progress,
      levels_now: { A1: 0, A2: 0, B1: 0, B2: 0, C1: 0, C2: 0, none: 12 },
    };
    expect(levelsNowChart(unmeasured, uk).summary).toBe(
      'Активних працівників: 12; рівня ще немає ні в кого.',
    );
  });

  it('shows how the levels moved since the placement test', () => {
    const chart = movementChart(progress, en);
    expect(chart.categories).toEqual(['Higher', 'The same', 'Lower', 'No placement result']);
    expect(chart.series[0]?.data).toEqual([4, 5, 0, 3]);
    expect(chart.summary).toBe(
      'The level since the placement test is higher for 4, the same for 5 and lower for 0; no placement result: 3.',
    );
  });

  it('gives each group its attendance, a group without marks no bar, and names the lowest', () => {
    const chart = groupAttendanceChart(progress, en, 'en');
    expect(chart.categories).toEqual(['CORP-BE-B1-51', 'CORP-BE-A2-52', 'CORP-BE-B2-53']);
    expect(chart.series[0]?.data).toEqual([87, 75, null]);
    expect(chart.max).toBe(100);
    // 49 of 58 attended: 84.48… %, to one decimal.
    expect(chart.summary).toBe(
      'Attended 84.5 % of marked lessons (49 of 58); the lowest, CORP-BE-A2-52: 75 %.',
    );
    expect(groupAttendanceChart(progress, uk, 'uk').summary).toBe(
      'Відвідано 84,5 % позначених уроків (49 з 58); найнижче — CORP-BE-A2-52: 75 %.',
    );
    expect(chart.format?.(73.5)).toBe('73.5 %');
  });

  it('counts the tests assigned and done in the period', () => {
    const chart = companyTestsChart(progress, en, 'en');
    expect(chart.series.map((one) => one.data)).toEqual([
      [2, 1],
      [1, 2],
      [7, 4],
      [5, 1],
    ]);
    expect(chart.summary).toBe(
      'In this period: placement tests 3 assigned, 3 finished; course tests 11 given, 6 done.',
    );
  });

  it('says there is nothing yet rather than showing an empty chart without words', () => {
    const empty = {
      ...progress,
      spend: progress.spend.map((month) => ({
        ...month,
        paid: 0,
        used: 0,
        checks_bought: 0,
        checks_used: 0,
      })),
      checks_left: 0,
      employees_count: 0,
      groups: [],
      tests: progress.tests.map((month) => ({
        ...month,
        placement_assigned: 0,
        placement_finished: 0,
        course_tests_assigned: 0,
        course_tests_done: 0,
      })),
    };
    expect(moneyChart(empty, en, 'en', money).summary).toBe('Nothing was paid or used in this period.');
    expect(checksChart(empty, en, 'en').summary).toBe(
      'No placement-test checks were bought or used in this period.',
    );
    expect(levelsNowChart(empty, en).summary).toBe('The company has no active employees.');
    expect(movementChart(empty, en).summary).toBe('The company has no active employees.');
    expect(groupAttendanceChart(empty, en, 'en').summary).toBe(
      "No lessons of the company's groups were marked in this period.",
    );
    expect(companyTestsChart(empty, en, 'en').summary).toBe('No tests were assigned in this period.');
  });
});
