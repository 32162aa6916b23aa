import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db';
import type { CourseRow } from '../db/courses';
import { canUndo, leaveCoursesAll, planBulk, returnToCoursesAll } from './employee-bulk';

const person = (id: number, declined = false) => ({ id, name: `E${id}`, declined }) as UserRow;
const course = (id: number, kind: 'group' | 'individual', students: number[], inactive: number[] = []) =>
  ({ id, name: `C${id}`, kind, student_ids: students, inactive_student_ids: inactive }) as CourseRow;
const staffOf = (...rows: UserRow[]) => new Map(rows.map((row) => [row.id, row]));

describe('a bulk action planned', () => {
  it('deactivates the active, skips the inactive and strangers, and counts the courses they leave', () => {
    const courses = [course(1, 'group', [1, 2, 5]), course(2, 'individual', [2]), course(3, 'group', [9])];
    const plan = planBulk({
      action: 'deactivate',
      ids: [1, 2, 3, 4],
      staff: staffOf(person(1), person(2), person(3, true)),
      courses,
      testOpen: () => false,
    });
    expect(plan.affected.map((row) => row.id)).toEqual([1, 2]);
    expect(plan.skipped).toEqual([
      { employee_id: 3, reason: 'already_inactive' },
      { employee_id: 4, reason: 'not_found' },
    ]);
    expect(plan.courses).toEqual([
      { course_id: 1, name: 'C1', kind: 'group', employees: 2 },
      { course_id: 2, name: 'C2', kind: 'individual', employees: 1 },
    ]);
  });

  it('restores while a group has a seat: the 10th seat goes to the first asked', () => {
    const nine = [11, 12, 13, 14, 15, 16, 17, 18, 19];
    const courses = [course(1, 'group', nine, [1, 2]), course(2, 'individual', [], [2])];
    const plan = planBulk({
      action: 'restore',
      ids: [1, 2, 3],
      staff: staffOf(person(1, true), person(2, true), person(3)),
      courses,
      testOpen: () => false,
    });
    expect(plan.affected.map((row) => row.id)).toEqual([1]);
    expect(plan.skipped).toEqual([
      { employee_id: 2, reason: 'group_full' },
      { employee_id: 3, reason: 'already_active' },
    ]);
    expect(plan.courses).toEqual([{ course_id: 1, name: 'C1', kind: 'group', employees: 1 }]);
  });

  it('assigns the test to the active without an open test, and changes no course', () => {
    const plan = planBulk({
      action: 'assign_placement_test',
      ids: [1, 2, 3],
      staff: staffOf(person(1), person(2), person(3, true)),
      courses: [course(1, 'group', [1, 2])],
      testOpen: (id) => id === 2,
    });
    expect(plan.affected.map((row) => row.id)).toEqual([1]);
    expect(plan.skipped).toEqual([
      { employee_id: 2, reason: 'test_open' },
      { employee_id: 3, reason: 'inactive' },
    ]);
    expect(plan.courses).toEqual([]);
  });

  it('moves the employees out of their courses and back, where they were', () => {
    const courses = [course(1, 'group', [1, 2, 3], [7]), course(2, 'individual', [2])];
    leaveCoursesAll(courses, new Set([1, 2]));
    expect(courses.map((row) => [row.student_ids, row.inactive_student_ids])).toEqual([
      [[3], [7, 1, 2]],
      [[], [2]],
    ]);
    returnToCoursesAll(courses, new Set([1, 2]));
    expect(courses.map((row) => [row.student_ids, row.inactive_student_ids])).toEqual([
      [[3, 1, 2], [7]],
      [[2], []],
    ]);
  });

  it('can be undone for 10 minutes', () => {
    expect(canUndo(0, 10 * 60_000)).toBe(true);
    expect(canUndo(0, 10 * 60_000 + 1)).toBe(false);
  });
});
