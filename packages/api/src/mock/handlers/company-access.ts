import type { Space } from '../../generated/model';
import type { UserRow } from '../db';
import { employeesOf } from '../db/companies';
import { fail, requireUser } from './respond';

/** The signed-in user, refused (403) without the space. */
export function requireSpace(request: Request, space: Space): UserRow {
  const user = requireUser(request);
  if (!user.spaces.includes(space)) fail(403, 'forbidden', 'This call is not available to you.');
  return user;
}

/** The manager and their company (a manager without one manages nobody). */
export function requireManager(request: Request): { user: UserRow; company: string } {
  const user = requireSpace(request, 'corporate_hr');
  if (!user.company_name) fail(403, 'forbidden', 'No company.');
  return { user, company: user.company_name };
}

/** An employee of the company, or 404 for anyone else (nobody learns who works elsewhere). */
export function employeeOfCompany(company: string, id: number): UserRow {
  const employee = employeesOf(company).find((row) => row.id === id);
  if (!employee) fail(404, 'not_found', 'The employee was not found.');
  return employee;
}

/** Whether a person's name (either language), e-mail or phone contains the search, ignoring case. */
export const matchesSearch = (row: UserRow, search: string | undefined): boolean => {
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return [row.name, row.nameEn ?? '', row.email, row.phone ?? ''].some((value) =>
    value.toLowerCase().includes(needle),
  );
};

/** Active employees first, then by name. */
export const byActiveThenName = (a: UserRow, b: UserRow): number =>
  Number(!!a.declined) - Number(!!b.declined) || a.name.localeCompare(b.name, 'uk');
