import { schoolToday, shiftDate } from '../../time/school-time';
import { DEMO_COMPANY } from './world/people';
import { type UserRow, users } from './users';

export { DEMO_COMPANY };

/** A company's purchases of corporate placement-test checks, days before today. */
const PURCHASES: Record<string, readonly { daysAgo: number; checks: number }[]> = {
  [DEMO_COMPANY]: [
    { daysAgo: 60, checks: 5 },
    { daysAgo: 12, checks: 3 },
  ],
};

/** The checks a company has bought, with their dates on the school's calendar. */
export const purchasesOf = (company: string, now: Date) =>
  (PURCHASES[company] ?? []).map(({ daysAgo, checks }) => ({
    date: shiftDate(schoolToday(now), -daysAgo),
    checks,
  }));

/** A company's employees: its corporate students, active ones and declined ones. */
export const employeesOf = (company: string): UserRow[] =>
  users.rows.filter((row) => row.company_name === company && row.spaces.includes('corporate_student'));

/** The corporate teacher who holds the interviews and checks the tests of a company. */
export const corporateTeacherOf = (_company: string): UserRow | undefined =>
  users.rows.find((row) => row.spaces.includes('corporate_teacher'));

/** The manager of a company (the one who assigns its tests in the seed). */
export const managerOf = (company: string): UserRow | undefined =>
  users.rows.find((row) => row.company_name === company && row.spaces.includes('corporate_hr'));
