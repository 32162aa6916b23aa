import { describe, expect, it, vi } from 'vitest';
import {
  bulkCompanyEmployees,
  importCompanyEmployees,
  listCompanyEmployees,
  undoCompanyEmployeesBulk,
} from '../../generated/company/company';
import { getCompanyPretests } from '../../generated/paid-pretests/paid-pretests';
import {
  BulkCompanyEmployeesResponse,
  ImportCompanyEmployeesResponse,
  UndoCompanyEmployeesBulkResponse,
} from '../../generated/zod/company/company';
import { mailbox, users } from '../db';
import { employeesOf } from '../db/companies';
import { courses } from '../db/courses';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const COMPANY = 'Demo Corp';
const MINUTE = 60_000;

/** 20 rows: row 4 has no address, row 9 repeats row 2's e-mail, row 15 is registered at the school. */
const twentyRows = () =>
  Array.from({ length: 20 }, (_, index) => {
    const n = index + 1;
    const email =
      n === 4
        ? 'no-at-sign'
        : n === 9
          ? 'new2@import.mock'
          : n === 15
            ? 'student@demo.school'
            : `new${n}@import.mock`;
    return {
      name: `Працівник ${n}`,
      email,
      phone: n % 2 ? `+380 50 000 00 ${String(n).padStart(2, '0')}` : null,
    };
  });

const companyCount = () => employeesOf(COMPANY).length;
const active = () => employeesOf(COMPANY).filter((row) => !row.declined);
const checksLeft = async () => (await getCompanyPretests()).data.balance.left;

describe("the manager's import of employees", () => {
  it('checks every row and creates nothing on a dry run; then creates the 17 that pass', async () => {
    await signIn('hr@demo.school');
    const before = companyCount();
    const preview = ImportCompanyEmployeesResponse.parse(
      await importCompanyEmployees({ rows: twentyRows(), dry_run: true }),
    ).data;
    expect(preview).toMatchObject({ dry_run: true, total: 20, valid: 17, invalid: 3, created: 0 });
    expect(preview.rows.filter((row) => row.status === 'error').map((row) => [row.row, row.errors])).toEqual([
      [4, [{ field: 'email', code: 'email_invalid' }]],
      [9, [{ field: 'email', code: 'duplicate_in_file' }]],
      [15, [{ field: 'email', code: 'already_registered' }]],
    ]);
    expect(preview.rows.every((row) => row.employee === null)).toBe(true);
    expect(companyCount()).toBe(before);
    expect(users.byEmail('new1@import.mock')).toBeUndefined();

    const report = ImportCompanyEmployeesResponse.parse(
      await importCompanyEmployees({ rows: twentyRows(), dry_run: false }),
    ).data;
    expect(report).toMatchObject({ dry_run: false, total: 20, valid: 17, invalid: 3, created: 17 });
    expect(report.rows[0]!.employee).toMatchObject({
      name: 'Працівник 1',
      email: 'new1@import.mock',
      active: true,
    });
    expect(report.rows[3]!.employee).toBeNull();
    expect(companyCount()).toBe(before + 17);
    expect(mailbox.messages.filter((mail) => mail.to.endsWith('@import.mock'))).toHaveLength(17);
    const found = await listCompanyEmployees({ search: '@import.mock', per_page: 100 });
    expect(found.meta.total).toBe(17);
    // The same file again: every row is now registered.
    const again = (await importCompanyEmployees({ rows: twentyRows(), dry_run: true })).data;
    expect(again.valid).toBe(0);
  });

  it('takes at most 2,000 rows a file', async () => {
    await signIn('hr@demo.school');
    const rows = Array.from({ length: 2001 }, (_, n) => ({ name: `P${n}`, email: `p${n}@import.mock` }));
    await expectError(
      importCompanyEmployees({ rows, dry_run: true }, silent),
      422,
      'validation_failed',
      'rows',
    );
    await signIn('corp.student@demo.school');
    await expectError(
      importCompanyEmployees({ rows: rows.slice(0, 1), dry_run: true }, silent),
      403,
      'forbidden',
    );
  });
});

describe("the manager's bulk actions", () => {
  it('previews a deactivation, does it, and undoes it within 10 minutes: everyone back in their courses', async () => {
    await signIn('hr@demo.school');
    const [first, second] = active();
    const inactive = employeesOf(COMPANY).find((row) => row.declined)!;
    const ids = [first!.id, second!.id, inactive.id];
    const inCourses = (id: number) =>
      courses
        .where((course) => course.company_name === COMPANY && course.student_ids.includes(id))
        .map((c) => c.id);
    const coursesBefore = [inCourses(first!.id), inCourses(second!.id)];

    const preview = BulkCompanyEmployeesResponse.parse(
      await bulkCompanyEmployees({ action: 'deactivate', employee_ids: ids, dry_run: true }),
    ).data;
    expect(preview).toMatchObject({ affected: 2, checks_needed: 0, undo_id: null, undo_until: null });
    expect(preview.skipped).toEqual([{ employee_id: inactive.id, reason: 'already_inactive' }]);
    const expected = new Set([...coursesBefore[0]!, ...coursesBefore[1]!]);
    expect(new Set(preview.courses_affected.map((row) => row.course_id))).toEqual(expected);
    expect(users.byId(first!.id)!.declined).toBeFalsy();

    const done = BulkCompanyEmployeesResponse.parse(
      await bulkCompanyEmployees({ action: 'deactivate', employee_ids: ids, dry_run: false }),
    ).data;
    expect(done.affected).toBe(2);
    expect(Date.parse(done.undo_until!) - Date.now()).toBeGreaterThan(9 * MINUTE);
    expect(users.byId(first!.id)!.declined).toBe(true);
    expect(inCourses(first!.id)).toEqual([]);

    vi.setSystemTime(Date.now() + 9 * MINUTE);
    const undone = UndoCompanyEmployeesBulkResponse.parse(await undoCompanyEmployeesBulk(done.undo_id!)).data;
    expect(undone).toMatchObject({ action: 'deactivate', reverted: 2, kept: [] });
    expect(users.byId(first!.id)!.declined).toBe(false);
    expect([inCourses(first!.id), inCourses(second!.id)]).toEqual(coursesBefore);
    expect(users.byId(inactive.id)!.declined).toBe(true);
    await expectError(undoCompanyEmployeesBulk(done.undo_id!, silent), 409, 'undo_expired');
  });

  it('refuses an undo after its 10 minutes, and leaves the action as done', async () => {
    await signIn('hr@demo.school');
    const [employee] = active();
    const done = (
      await bulkCompanyEmployees({ action: 'deactivate', employee_ids: [employee!.id], dry_run: false })
    ).data;
    vi.setSystemTime(Date.now() + 10 * MINUTE + 1_000);
    await expectError(undoCompanyEmployeesBulk(done.undo_id!, silent), 409, 'undo_expired');
    expect(users.byId(employee!.id)!.declined).toBe(true);
    await expectError(undoCompanyEmployeesBulk(999_999, silent), 404, 'not_found');
  });

  it('restores in bulk and undoes it: the restored are inactive again', async () => {
    await signIn('hr@demo.school');
    const inactive = employeesOf(COMPANY)
      .filter((row) => row.declined)
      .map((row) => row.id);
    const done = (await bulkCompanyEmployees({ action: 'restore', employee_ids: inactive, dry_run: false }))
      .data;
    expect(done.affected + done.skipped.length).toBe(inactive.length);
    expect(inactive.filter((id) => !users.byId(id)!.declined)).toHaveLength(done.affected);
    await undoCompanyEmployeesBulk(done.undo_id!);
    expect(inactive.every((id) => users.byId(id)!.declined)).toBe(true);
  });

  it('assigns the test with prepaid checks, refuses more than are left, and an undo returns the checks', async () => {
    await signIn('hr@demo.school');
    const left = await checksLeft();
    expect(left).toBeGreaterThan(1);
    const candidates = (
      await bulkCompanyEmployees({
        action: 'assign_placement_test',
        employee_ids: active()
          .map((row) => row.id)
          .slice(0, 2000),
        dry_run: true,
      })
    ).data;
    expect(candidates.checks_left).toBe(left);
    expect(candidates.checks_needed).toBe(candidates.affected);
    expect(candidates.skipped.every((skip) => skip.reason === 'test_open')).toBe(true);
    const open = new Set(candidates.skipped.map((skip) => skip.employee_id));
    const free = active()
      .filter((row) => !open.has(row.id))
      .map((row) => row.id);
    expect(free.length).toBeGreaterThan(left);

    await expectError(
      bulkCompanyEmployees(
        { action: 'assign_placement_test', employee_ids: free.slice(0, left + 1), dry_run: false },
        silent,
      ),
      409,
      'not_enough_checks',
    );
    expect(await checksLeft()).toBe(left);
    const two = free.slice(0, 2);
    const preview = (
      await bulkCompanyEmployees({ action: 'assign_placement_test', employee_ids: two, dry_run: true })
    ).data;
    expect(preview).toMatchObject({ affected: 2, checks_needed: 2, checks_left: left, courses_affected: [] });
    const done = (
      await bulkCompanyEmployees({ action: 'assign_placement_test', employee_ids: two, dry_run: false })
    ).data;
    expect(done.checks_left).toBe(left - 2);
    expect(await checksLeft()).toBe(left - 2);
    const again = (
      await bulkCompanyEmployees({ action: 'assign_placement_test', employee_ids: two, dry_run: true })
    ).data;
    expect(again.skipped.map((skip) => skip.reason)).toEqual(['test_open', 'test_open']);

    const undone = (await undoCompanyEmployeesBulk(done.undo_id!)).data;
    expect(undone).toMatchObject({ reverted: 2, kept: [], checks_left: left });
    expect(await checksLeft()).toBe(left);
  });
});
