import {
  getBulkCompanyEmployeesMockHandler,
  getImportCompanyEmployeesMockHandler,
  getUndoCompanyEmployeesBulkMockHandler,
} from '../../generated/company/company.msw';
import type {
  CompanyEmployeeBulkAction,
  CompanyEmployeeImportRowResult,
  CompanyEmployeeUndo,
} from '../../generated/model';
import { BulkCompanyEmployeesBody, ImportCompanyEmployeesBody } from '../../generated/zod/company/company';
import * as clock from '../../time/clock';
import { type UserRow, mailbox, users } from '../db';
import { employeesOf } from '../db/companies';
import { courses } from '../db/courses';
import { saveTable } from '../db/persist';
import { pretestAttempts } from '../db/pretest-attempts';
import type { PretestAttemptRow } from '../db/pretests';
import { checkImportRows } from '../rules/employee-import';
import { UNDO_MINUTES, canUndo, leaveCoursesAll, planBulk, returnToCoursesAll } from '../rules/employee-bulk';
import { isOpen, paidStatus } from '../rules/paid-pretest-status';
import { settle } from '../rules/pretest-clock';
import { requireManager } from './company-access';
import { generatePassword } from './generate-password';
import { balanceOf, employeeView, newPaidAttempt } from './paid-pretests-view';
import { assessPart } from './pretests-view';
import { parseBody, pathId } from './request-params';
import { fail } from './respond';

/**
 * The manager's bulk tools: an import of employees checked row by row, and deactivate, restore or
 * assign the placement test to many at once, previewed, done, and undone within 10 minutes.
 */

const companyCourses = (company: string) => courses.where((course) => course.company_name === company);

/** A done bulk action, kept for its undo (in memory: an undo lives minutes, not across reloads). */
type UndoEntry = {
  id: number;
  company: string;
  action: CompanyEmployeeBulkAction;
  at: number;
  employee_ids: number[];
  attempt_ids: number[];
  undone: boolean;
};
const undos = new Map<number, UndoEntry>();
let lastUndoId = 0;

/** Forgets undos older than their minutes, so the log stays small. */
function remember(entry: Omit<UndoEntry, 'id' | 'undone'>): UndoEntry {
  for (const [id, old] of undos) if (!canUndo(old.at, entry.at)) undos.delete(id);
  lastUndoId += 1;
  const stored = { ...entry, id: lastUndoId, undone: false };
  undos.set(stored.id, stored);
  return stored;
}

/** The employees' latest corporate placement tests, read once. */
function latestPaidTests(now: Date): Map<number, PretestAttemptRow> {
  const latest = new Map<number, PretestAttemptRow>();
  for (const row of pretestAttempts.rows) {
    if (row.paid === null) continue;
    const before = latest.get(row.user_id);
    if (!before || before.id < row.id) latest.set(row.user_id, row);
  }
  let changed = false;
  for (const row of latest.values()) changed = settle(row, now.getTime(), assessPart(row)) || changed;
  if (changed) pretestAttempts.save();
  return latest;
}

/** Creates the employees of the rows that passed; one save of each table for the whole file. */
function createEmployees(
  rows: { name: string; name_en: string | null; email: string; phone: string | null }[],
  company: string,
): UserRow[] {
  let next = users.rows.reduce((max, row) => Math.max(max, row.id), 0);
  const sentAt = clock.now().toISOString();
  const created = rows.map((row) => {
    const password = generatePassword();
    next += 1;
    const user: UserRow = {
      id: next,
      name: row.name,
      nameEn: row.name_en,
      email: row.email,
      phone: row.phone,
      avatar: null,
      spaces: ['corporate_student'],
      company_name: company,
      password,
    };
    users.rows.push(user);
    mailbox.messages.push({ to: user.email, subject: 'registration', body: password, sentAt });
    return user;
  });
  users.save();
  saveTable('mailbox', mailbox.messages);
  return created;
}

/** Whether a test was not begun: no part started, no interview recorded. */
const untouched = (row: PretestAttemptRow) =>
  row.paid?.speaking === 'waiting' && row.parts.every((part) => part.started_at === null);

function undoAction(entry: UndoEntry, company: string): Omit<CompanyEmployeeUndo, 'checks_left'> {
  const kept: CompanyEmployeeUndo['kept'] = [];
  if (entry.action === 'assign_placement_test') {
    const remove = new Set<number>();
    for (const id of entry.attempt_ids) {
      const row = pretestAttempts.byId(id);
      if (row && untouched(row)) remove.add(id);
      else
        kept.push({
          employee_id: row?.user_id ?? entry.employee_ids[entry.attempt_ids.indexOf(id)]!,
          reason: row ? 'test_started' : 'changed_since',
        });
    }
    const rows = pretestAttempts.rows;
    for (let index = rows.length - 1; index >= 0; index -= 1)
      if (remove.has(rows[index]!.id)) rows.splice(index, 1);
    pretestAttempts.save();
    return { action: entry.action, reverted: remove.size, kept };
  }
  const staff = new Map(employeesOf(company).map((row) => [row.id, row]));
  const theirCourses = companyCourses(company);
  const deactivating = entry.action === 'deactivate';
  // Undoing a deactivation restores; undoing a restoration deactivates.
  const plan = planBulk({
    action: deactivating ? 'restore' : 'deactivate',
    ids: entry.employee_ids,
    staff,
    courses: theirCourses,
    testOpen: () => false,
  });
  const full = plan.skipped.find((skip) => skip.reason === 'group_full');
  if (full) fail(409, 'group_full', 'A group an employee would return to already has 10 students.');
  for (const skip of plan.skipped) kept.push({ employee_id: skip.employee_id, reason: 'changed_since' });
  const ids = new Set(plan.affected.map((row) => row.id));
  plan.affected.forEach((row) => (row.declined = !deactivating));
  if (deactivating) returnToCoursesAll(theirCourses, ids);
  else leaveCoursesAll(theirCourses, ids);
  users.save();
  courses.save();
  return { action: entry.action, reverted: ids.size, kept };
}

export const companyBulkHandlers = [
  getImportCompanyEmployeesMockHandler(async ({ request }) => {
    const { company } = requireManager(request);
    const { rows, dry_run } = await parseBody(request, ImportCompanyEmployeesBody);
    const registered = new Set(users.rows.map((row) => row.email.toLowerCase()));
    const checked = checkImportRows(rows, registered);
    const passed = checked.filter((row) => row.errors.length === 0);
    const created = dry_run
      ? []
      : createEmployees(
          passed.map((row) => row.clean),
          company,
        );
    const byRow = new Map(passed.map((row, index) => [row.row, created[index]]));
    const results: CompanyEmployeeImportRowResult[] = checked.map((row) => {
      const employee = byRow.get(row.row);
      return {
        row: row.row,
        status: row.errors.length === 0 ? 'ok' : 'error',
        errors: row.errors,
        employee: employee ? employeeView(employee) : null,
      };
    });
    return {
      data: {
        dry_run,
        rows: results,
        total: checked.length,
        valid: passed.length,
        invalid: checked.length - passed.length,
        created: created.length,
      },
    };
  }),

  getBulkCompanyEmployeesMockHandler(async ({ request }) => {
    const { user, company } = requireManager(request);
    const now = clock.now();
    const { action, employee_ids, dry_run } = await parseBody(request, BulkCompanyEmployeesBody);
    const staff = new Map(employeesOf(company).map((row) => [row.id, row]));
    const theirCourses = companyCourses(company);
    const latest = action === 'assign_placement_test' ? latestPaidTests(now) : new Map();
    const testOpen = (id: number) => {
      const row = latest.get(id);
      return row !== undefined && isOpen(paidStatus(row));
    };
    const plan = planBulk({ action, ids: employee_ids, staff, courses: theirCourses, testOpen });
    const assigning = action === 'assign_placement_test';
    const checksNeeded = assigning ? plan.affected.length : 0;
    const left = balanceOf(company, now).left;
    const preview = {
      action,
      dry_run,
      affected: plan.affected.length,
      skipped: plan.skipped,
      checks_needed: checksNeeded,
      checks_left: left,
      courses_affected: plan.courses,
      undo_id: null,
      undo_until: null,
    };
    if (dry_run || plan.affected.length === 0) return { data: preview };
    if (checksNeeded > left) {
      fail(409, 'not_enough_checks', 'Not enough prepaid checks: choose fewer students or buy more.');
    }
    const ids = new Set(plan.affected.map((row) => row.id));
    const attemptIds: number[] = [];
    if (action === 'deactivate') {
      plan.affected.forEach((row) => (row.declined = true));
      leaveCoursesAll(theirCourses, ids);
    } else if (action === 'restore') {
      plan.affected.forEach((row) => (row.declined = false));
      returnToCoursesAll(theirCourses, ids);
    } else {
      const rows = pretestAttempts.rows;
      let next = rows.reduce((max, row) => Math.max(max, row.id), 0);
      for (const employee of plan.affected) {
        next += 1;
        rows.push({ ...newPaidAttempt(employee.id, user.id, company, now), id: next });
        attemptIds.push(next);
      }
      pretestAttempts.save();
    }
    if (!assigning) {
      users.save();
      courses.save();
    }
    const entry = remember({
      company,
      action,
      at: now.getTime(),
      employee_ids: plan.affected.map((row) => row.id),
      attempt_ids: attemptIds,
    });
    return {
      data: {
        ...preview,
        checks_left: balanceOf(company, now).left,
        undo_id: entry.id,
        undo_until: new Date(entry.at + UNDO_MINUTES * 60_000).toISOString(),
      },
    };
  }),

  getUndoCompanyEmployeesBulkMockHandler(({ request, params }) => {
    const { company } = requireManager(request);
    const now = clock.now();
    const entry = undos.get(pathId(params.undoId as string, 'undo'));
    if (!entry || entry.company !== company) fail(404, 'not_found', 'The action was not found.');
    if (entry.undone || !canUndo(entry.at, now.getTime())) {
      fail(409, 'undo_expired', 'This action can no longer be undone.');
    }
    const result = undoAction(entry, company);
    entry.undone = true;
    return { data: { ...result, checks_left: balanceOf(company, now).left } };
  }),
];
