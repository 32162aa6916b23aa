import type {
  CompanyEmployeeBulkAction,
  CompanyEmployeeBulkCourse,
  CompanyEmployeeBulkSkip,
} from '../../generated/model';
import type { UserRow } from '../db';
import type { CourseRow } from '../db/courses';
import { GROUP_SIZE_MAX } from './recruitment';

/**
 * The manager's bulk actions on employees, planned before they are done, so a preview and the
 * action agree: the same rules as the one-employee calls (company-membership.ts), counted once
 * over the company's courses, so 2,000 employees stay quick.
 */

/** A bulk action can be undone for 10 minutes after it. */
export const UNDO_MINUTES = 10;

export type BulkPlan = {
  /** The employees the action changes, in the order asked. */
  affected: UserRow[];
  skipped: CompanyEmployeeBulkSkip[];
  courses: CompanyEmployeeBulkCourse[];
};

const courseCounts = (courses: readonly CourseRow[], counts: ReadonlyMap<number, number>) =>
  courses
    .filter((course) => (counts.get(course.id) ?? 0) > 0)
    .map((course) => ({
      course_id: course.id,
      name: course.name,
      kind: course.kind,
      employees: counts.get(course.id)!,
    }));

/** How many of `ids` each course lists in `list`. */
function countIn(
  courses: readonly CourseRow[],
  ids: ReadonlySet<number>,
  list: 'student_ids' | 'inactive_student_ids',
) {
  const counts = new Map<number, number>();
  for (const course of courses) {
    const count = course[list].filter((id) => ids.has(id)).length;
    if (count > 0) counts.set(course.id, count);
  }
  return counts;
}

type PlanInput = {
  action: CompanyEmployeeBulkAction;
  /** The ids asked for, in order. */
  ids: readonly number[];
  /** The company's employees by id. */
  staff: ReadonlyMap<number, UserRow>;
  /** The company's courses. */
  courses: readonly CourseRow[];
  /** Whether the employee's latest corporate placement test is not finished. */
  testOpen: (id: number) => boolean;
};

/**
 * Who the action changes and who it skips, with the reason: deactivating skips the inactive;
 * restoring skips the active and anyone a group they would return to cannot take (10 students,
 * counting those restored before them); assigning the test skips the inactive and those whose
 * test is not finished. Anyone not of the company is skipped as `not_found`.
 */
export function planBulk({ action, ids, staff, courses, testOpen }: PlanInput): BulkPlan {
  const affected: UserRow[] = [];
  const skipped: CompanyEmployeeBulkSkip[] = [];
  const skip = (employee_id: number, reason: CompanyEmployeeBulkSkip['reason']) =>
    skipped.push({ employee_id, reason });
  // Restoring: the seats each group has, growing as employees are put back in order.
  const seats = new Map(courses.map((course) => [course.id, course.student_ids.length]));
  const leftBy = new Map<number, CourseRow[]>();
  if (action === 'restore') {
    for (const course of courses) {
      for (const id of course.inactive_student_ids) leftBy.set(id, [...(leftBy.get(id) ?? []), course]);
    }
  }
  for (const id of ids) {
    const employee = staff.get(id);
    if (!employee) skip(id, 'not_found');
    else if (action === 'deactivate') {
      if (employee.declined) skip(id, 'already_inactive');
      else affected.push(employee);
    } else if (action === 'restore') {
      const back = leftBy.get(id) ?? [];
      if (!employee.declined) skip(id, 'already_active');
      else if (back.some((course) => course.kind === 'group' && seats.get(course.id)! >= GROUP_SIZE_MAX)) {
        skip(id, 'group_full');
      } else {
        back.forEach((course) => seats.set(course.id, seats.get(course.id)! + 1));
        affected.push(employee);
      }
    } else if (employee.declined) skip(id, 'inactive');
    else if (testOpen(id)) skip(id, 'test_open');
    else affected.push(employee);
  }
  const chosen = new Set(affected.map((employee) => employee.id));
  const counts =
    action === 'deactivate'
      ? countIn(courses, chosen, 'student_ids')
      : action === 'restore'
        ? countIn(courses, chosen, 'inactive_student_ids')
        : new Map<number, number>();
  return { affected, skipped, courses: courseCounts(courses, counts) };
}

/** Takes the employees out of the courses they are in, keeping them aside on each (as `leaveCourses`). */
export function leaveCoursesAll(courses: readonly CourseRow[], ids: ReadonlySet<number>): void {
  for (const course of courses) {
    const leaving = course.student_ids.filter((id) => ids.has(id));
    if (leaving.length === 0) continue;
    course.student_ids = course.student_ids.filter((id) => !ids.has(id));
    course.inactive_student_ids = [...course.inactive_student_ids, ...leaving];
  }
}

/** Puts the employees back in every course they left (as `returnToCourses`). */
export function returnToCoursesAll(courses: readonly CourseRow[], ids: ReadonlySet<number>): void {
  for (const course of courses) {
    const back = course.inactive_student_ids.filter((id) => ids.has(id));
    if (back.length === 0) continue;
    course.inactive_student_ids = course.inactive_student_ids.filter((id) => !ids.has(id));
    course.student_ids = [...course.student_ids, ...back];
  }
}

/** Whether an undo asked at `now` is still within its minutes. */
export const canUndo = (doneAt: number, now: number): boolean => now - doneAt <= UNDO_MINUTES * 60_000;
