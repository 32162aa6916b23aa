import type { UserRow } from '../db';
import { isChildOf, isLearner, isTeacher, requireLearner, studentIdParam } from './course-access';
import { fail } from './respond';

/**
 * Whose clubs a call reads: a student's own (a company's employee is a student here), a parent's
 * child's (read-only), a teacher's own clubs (the corporate teacher's too).
 */
export type ClubViewer =
  | { role: 'student'; user: UserRow; studentId: number }
  | { role: 'parent'; user: UserRow; studentId: number }
  | { role: 'teacher'; user: UserRow };

/**
 * The caller's view of the clubs, like a real server: `student_id` of a child → the parent's
 * view (another student's id is 404); a student → their own; a teacher → the clubs they lead; a
 * parent must name the child (422 `validation_failed`, field `student_id`); other spaces 403.
 */
export function clubViewer(request: Request): ClubViewer {
  const user = requireLearner(request);
  const studentId = studentIdParam(request);
  if (studentId !== undefined && studentId !== user.id) {
    if (isChildOf(user, studentId)) return { role: 'parent', user, studentId };
    fail(404, 'not_found', 'The student was not found.');
  }
  if (isLearner(user)) return { role: 'student', user, studentId: user.id };
  if (isTeacher(user)) return { role: 'teacher', user };
  if (user.spaces.includes('responsible_person')) {
    fail(422, 'validation_failed', 'The given data was invalid: student_id.', { field: 'student_id' });
  }
  fail(403, 'forbidden', 'Clubs are for students, their parents and teachers.');
}

/** A student booking or cancelling their own place; a parent's view is read-only. */
export function requireClubStudent(request: Request): UserRow {
  const user = requireLearner(request);
  const studentId = studentIdParam(request);
  if (!isLearner(user) || (studentId !== undefined && studentId !== user.id)) {
    fail(403, 'forbidden', 'Only a student can book or cancel their own club place.');
  }
  return user;
}
