import { getGetCompanyProgressMockHandler } from '../../generated/progress/progress.msw';
import type {
  CompanyGroupAttendance,
  CompanyLevelMovement,
  CompanySpendMonth,
  CompanyTestsMonth,
  ProgressLevelCounts,
  ProgressPeriod,
} from '../../generated/model';
import { GetCompanyProgressQueryParams } from '../../generated/zod/progress/progress';
import * as clock from '../../time/clock';
import { schoolDateOf, schoolToday } from '../../time/school-time';
import { testResultOf } from '../db/assignment-results';
import { type AssignmentRow, assignments, studentsOf } from '../db/assignments';
import { employeesOf } from '../db/companies';
import { coursesOfCompany, paymentsOf, usesOf } from '../db/company-payments';
import type { CourseRow } from '../db/courses';
import { lessons } from '../db/lessons';
import { pretestAttempts } from '../db/pretest-attempts';
import type { WorkRow } from '../db/works';
import { companyStatement, monthOf } from '../rules/company-statement';
import { presentPercent } from '../rules/progress-attendance';
import { levelMovement } from '../rules/progress-levels';
import { DEFAULT_PROGRESS_MONTHS, perMonth, progressPeriod, schoolMonthOf } from '../rules/progress-period';
import { requireManager } from './company-access';
import { levelReader, progressCourseRef, worksAt } from './progress-view';
import { answered } from './progress-empty';
import { parseQuery } from './request-params';

/** The most groups the manager's chart lists. */
export const COMPANY_PROGRESS_GROUPS_MAX = 200;

type WorksOf = (assignment: AssignmentRow) => Map<number, WorkRow>;

const sumOf = (rows: readonly { count: number }[]) => rows.reduce((sum, row) => sum + row.count, 0);

/**
 * Each month's placement-test checks: bought (the company's payments for checks), used (a paid test
 * assigned) and left at the month's end (never below zero, as the company's balance of checks reads).
 */
function checksByMonth(company: string, months: readonly string[]) {
  const bought = paymentsOf(company)
    .filter((row) => row.purpose === 'placement_checks')
    .map((row) => ({ month: monthOf(row.date), count: row.quantity }));
  const used = pretestAttempts
    .where((row) => row.paid?.company === company)
    .map((row) => ({ month: schoolMonthOf(row.paid!.assigned_at), count: 1 }));
  return months.map((month) => ({
    checks_bought: sumOf(bought.filter((row) => row.month === month)),
    checks_used: sumOf(used.filter((row) => row.month === month)),
    checks_left: Math.max(
      0,
      sumOf(bought.filter((row) => row.month <= month)) - sumOf(used.filter((row) => row.month <= month)),
    ),
  }));
}

/** The company's statement month by month (oldest first), with its checks. */
function spendOf(company: string, today: string, months: readonly string[]) {
  const statement = companyStatement({
    payments: paymentsOf(company),
    uses: usesOf(company),
    today,
    months: months.length,
  });
  const checks = checksByMonth(company, months);
  const spend = [...statement.months].reverse().map((month, index): CompanySpendMonth => ({
    month: month.month,
    paid: month.paid,
    used: month.used,
    used_by: month.used_by,
    closing_balance: month.closing_balance,
    ...(checks[index] ?? { checks_bought: 0, checks_used: 0, checks_left: 0 }),
  }));
  return { spend, balance: statement.balance, checks_left: spend.at(-1)?.checks_left ?? 0 };
}

/**
 * The active employees' levels now (the latest level each showed) and how each moved since their
 * first placement test's result.
 */
function employeeLevels(company: string, courses: readonly CourseRow[], worksOf: WorksOf) {
  const levels_now: ProgressLevelCounts = { A1: 0, A2: 0, B1: 0, B2: 0, C1: 0, C2: 0, none: 0 };
  const level_movement: CompanyLevelMovement = { up: 0, same: 0, down: 0, no_placement: 0 };
  const employees = employeesOf(company).filter((row) => !row.declined);
  const levelsOf = levelReader(courses, worksOf);
  for (const employee of employees) {
    const shown = levelsOf(employee.id).filter((point) => point.overall !== null);
    const placement = shown.find((point) => point.source === 'placement')?.overall ?? null;
    const latest = shown.at(-1)?.overall ?? null;
    levels_now[latest ?? 'none'] += 1;
    level_movement[levelMovement(placement, latest)] += 1;
  }
  return { employees_count: employees.length, levels_now, level_movement };
}

/** Each company group's marks over the period, by name, at most `COMPANY_PROGRESS_GROUPS_MAX`. */
function groupAttendance(courses: readonly CourseRow[], period: ProgressPeriod): CompanyGroupAttendance[] {
  const groups = courses
    .filter((course) => course.kind === 'group')
    .sort((a, b) => a.name.localeCompare(b.name, 'uk') || a.id - b.id)
    .slice(0, COMPANY_PROGRESS_GROUPS_MAX);
  const marks = new Map<number, boolean[]>(groups.map((course) => [course.id, []]));
  for (const lesson of lessons.where((row) => marks.has(row.course_id))) {
    const date = schoolDateOf(lesson.starts_at);
    if (date >= period.from && date <= period.to)
      marks.get(lesson.course_id)?.push(...Object.values(lesson.attendance));
  }
  return groups.map((course) => {
    const own = marks.get(course.id) ?? [];
    const attended = own.filter(Boolean).length;
    return {
      course: progressCourseRef(course),
      attended,
      marked: own.length,
      percent: presentPercent(attended, own.length),
    };
  });
}

/**
 * Each month's tests: paid placement tests assigned and finished in it; the tests of the company's
 * courses published in it (one per employee it is for) and how many of those are done (scored).
 */
function testsByMonth(
  company: string,
  courses: readonly CourseRow[],
  months: readonly string[],
  worksOf: WorksOf,
): CompanyTestsMonth[] {
  const courseIds = new Set(courses.map((course) => course.id));
  const courseTests = assignments
    .where((row) => courseIds.has(row.course_id) && row.kind === 'test' && row.published)
    .flatMap((assignment) => {
      const works = worksOf(assignment);
      const month = schoolMonthOf(assignment.published_at ?? assignment.created_at);
      return studentsOf(assignment).map((studentId) => ({
        month,
        done: testResultOf(assignment, works.get(studentId)) !== undefined,
      }));
    });
  const paid = pretestAttempts.where((row) => row.paid?.company === company).map((row) => row.paid!);
  const assigned = paid.map((row) => schoolMonthOf(row.assigned_at));
  const finished = paid.flatMap((row) => (row.finished_at === null ? [] : [schoolMonthOf(row.finished_at)]));
  return perMonth(
    months,
    courseTests,
    (row) => row.month,
    (rows, month) => ({
      month,
      placement_assigned: assigned.filter((when) => when === month).length,
      placement_finished: finished.filter((when) => when === month).length,
      course_tests_assigned: rows.length,
      course_tests_done: rows.filter((row) => row.done).length,
    }),
  );
}

/** The company's charts at `now` over the months given, counted from the tables at the call. */
export function companyProgress(company: string, monthsCount: number, now: Date) {
  const today = schoolToday(now);
  const { months, period } = progressPeriod(today, monthsCount);
  const courses = coursesOfCompany(company);
  const worksOf = worksAt(now);
  return {
    period,
    ...spendOf(company, today, months),
    ...employeeLevels(company, courses, worksOf),
    groups: groupAttendance(courses, period),
    tests: testsByMonth(company, courses, months, worksOf),
  };
}

export const companyProgressHandlers = [
  getGetCompanyProgressMockHandler(({ request }) => {
    const { company } = requireManager(request);
    const query = parseQuery(request, GetCompanyProgressQueryParams);
    return answered.company(companyProgress(company, query.months ?? DEFAULT_PROGRESS_MONTHS, clock.now()));
  }),
];
