import type { CompanyProgress, Level } from '@cabinet/api/model';
import type { ProgressChartProps } from '@cabinet/design-system/progress-chart';
import type { TFunction } from 'i18next';
import { type Language, monthInText, monthLabel, numberIn, uniqueLabels } from './chart-labels';

type Chart = Omit<ProgressChartProps, 'headingLevel'>;
type Money = (amount: number) => string;

const LEVELS: readonly Level[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
const round1 = (value: number) => Math.round(value * 10) / 10;
const sumOf = <Row>(rows: readonly Row[], value: (row: Row) => number) =>
  rows.reduce((sum, row) => sum + value(row), 0);

/**
 * Each month's money in hryvnias: paid into the prepaid balance and used by lessons and tests, side
 * by side; the summary writes the sums as money.
 */
export function moneyChart(
  progress: CompanyProgress,
  t: TFunction<'progress'>,
  language: Language,
  money: Money,
): Chart {
  const months = progress.spend;
  const paid = sumOf(months, (month) => month.paid);
  const used = sumOf(months, (month) => month.used);
  const most = months.reduce<(typeof months)[number] | undefined>(
    (top, month) => (!top || month.used > top.used ? month : top),
    undefined,
  );
  return {
    title: t('company.money.title'),
    kind: 'bar',
    categories: months.map((month) => monthLabel(month.month, language)),
    categoryHeader: t('month'),
    series: [
      { id: 'paid', label: t('company.money.paid'), data: months.map((month) => month.paid) },
      { id: 'used', label: t('company.money.used'), data: months.map((month) => month.used) },
    ],
    summary:
      paid === 0 && used === 0
        ? t('company.money.none')
        : t('company.money.summary', {
            paid: money(paid),
            used: money(used),
            month: most ? monthInText(most.month, language) : '',
            most: money(most?.used ?? 0),
            balance: money(progress.balance),
          }),
    // Plain numbers (the unit is in the series' names): a currency on every tick of the value axis
    // is too wide for it on a phone.
    format: (value) => numberIn(value, language),
  };
}

/** Each month's placement-test checks: bought and used; the summary says how many are left today. */
export function checksChart(progress: CompanyProgress, t: TFunction<'progress'>, language: Language): Chart {
  const months = progress.spend;
  const bought = sumOf(months, (month) => month.checks_bought);
  const used = sumOf(months, (month) => month.checks_used);
  return {
    title: t('company.checks.title'),
    kind: 'bar',
    categories: months.map((month) => monthLabel(month.month, language)),
    categoryHeader: t('month'),
    series: [
      { id: 'bought', label: t('company.checks.bought'), data: months.map((month) => month.checks_bought) },
      { id: 'used', label: t('company.checks.used'), data: months.map((month) => month.checks_used) },
    ],
    summary:
      bought === 0 && used === 0 && progress.checks_left === 0
        ? t('company.checks.none')
        : t('company.checks.summary', { bought, used, left: progress.checks_left }),
  };
}

/** How many active employees are at each level now, and how many have none yet. */
export function levelsNowChart(progress: CompanyProgress, t: TFunction<'progress'>): Chart {
  const counts = progress.levels_now;
  const most = LEVELS.reduce<Level | undefined>(
    (top, level) => (counts[level] > (top ? counts[top] : 0) ? level : top),
    undefined,
  );
  return {
    title: t('company.levels.title'),
    kind: 'bar',
    categories: [...LEVELS, t('company.levels.noLevel')],
    categoryHeader: t('company.levels.level'),
    series: [
      {
        id: 'employees',
        label: t('company.levels.series'),
        data: [...LEVELS.map((level) => counts[level]), counts.none],
      },
    ],
    summary:
      progress.employees_count === 0
        ? t('company.levels.none')
        : most
          ? t('company.levels.summary', {
              employees: progress.employees_count,
              level: most,
              most: counts[most],
              noLevel: counts.none,
            })
          : t('company.levels.summaryNoLevel', { employees: progress.employees_count }),
  };
}

/** The active employees' level now against their first placement test: higher, the same, lower. */
export function movementChart(progress: CompanyProgress, t: TFunction<'progress'>): Chart {
  const moved = progress.level_movement;
  const kinds = [
    ['up', 'up'],
    ['same', 'same'],
    ['down', 'down'],
    ['no_placement', 'noPlacement'],
  ] as const;
  return {
    title: t('company.movement.title'),
    kind: 'bar',
    categories: kinds.map(([, label]) => t(`company.movement.${label}`)),
    categoryHeader: t('company.movement.change'),
    series: [
      { id: 'employees', label: t('company.movement.series'), data: kinds.map(([kind]) => moved[kind]) },
    ],
    summary:
      progress.employees_count === 0
        ? t('company.movement.none')
        : t('company.movement.summary', {
            up: moved.up,
            same: moved.same,
            down: moved.down,
            noPlacement: moved.no_placement,
          }),
  };
}

/** Each company group's attendance over the period, in percent; the summary names the lowest. */
export function groupAttendanceChart(
  progress: CompanyProgress,
  t: TFunction<'progress'>,
  language: Language,
): Chart {
  const groups = progress.groups;
  const attended = sumOf(groups, (group) => group.attended);
  const marked = sumOf(groups, (group) => group.marked);
  const lowest = groups.reduce<(typeof groups)[number] | undefined>(
    (low, group) =>
      group.percent !== null && (!low || low.percent === null || group.percent < low.percent) ? group : low,
    undefined,
  );
  return {
    title: t('company.attendance.title'),
    kind: 'bar',
    categories: uniqueLabels(groups.map((group) => group.course.name)),
    categoryHeader: t('company.attendance.group'),
    series: [
      {
        id: 'attended',
        label: t('company.attendance.series'),
        data: groups.map((group) => group.percent),
      },
    ],
    summary:
      marked === 0 || !lowest
        ? t('company.attendance.none')
        : t('company.attendance.summary', {
            percent: numberIn(round1((attended / marked) * 100), language),
            attended,
            marked,
            group: lowest.course.name,
            lowest: numberIn(lowest.percent ?? 0, language),
          }),
    format: (value) => t('percent', { value: numberIn(value, language) }),
    max: 100,
  };
}

/** Each month's tests: placement tests assigned and finished, course tests given and done. */
export function companyTestsChart(
  progress: CompanyProgress,
  t: TFunction<'progress'>,
  language: Language,
): Chart {
  const months = progress.tests;
  const counts = {
    placementAssigned: sumOf(months, (month) => month.placement_assigned),
    placementFinished: sumOf(months, (month) => month.placement_finished),
    courseAssigned: sumOf(months, (month) => month.course_tests_assigned),
    courseDone: sumOf(months, (month) => month.course_tests_done),
  };
  return {
    title: t('company.tests.title'),
    kind: 'bar',
    categories: months.map((month) => monthLabel(month.month, language)),
    categoryHeader: t('month'),
    series: [
      {
        id: 'placementAssigned',
        label: t('company.tests.placementAssigned'),
        data: months.map((month) => month.placement_assigned),
      },
      {
        id: 'placementFinished',
        label: t('company.tests.placementFinished'),
        data: months.map((month) => month.placement_finished),
      },
      {
        id: 'courseAssigned',
        label: t('company.tests.courseAssigned'),
        data: months.map((month) => month.course_tests_assigned),
      },
      {
        id: 'courseDone',
        label: t('company.tests.courseDone'),
        data: months.map((month) => month.course_tests_done),
      },
    ],
    summary: Object.values(counts).every((count) => count === 0)
      ? t('company.tests.none')
      : t('company.tests.summary', counts),
  };
}
