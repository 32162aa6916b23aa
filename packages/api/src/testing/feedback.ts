import { users } from '../mock/db';
import { courses } from '../mock/db/courses';
import { type ModuleFeedbackRow, moduleFeedback } from '../mock/db/module-feedback';

export { expectError, signIn, silent, withMockSchool as serveMockSchool } from './mock-school';

/** The seeded feedback of the latest started module of a course, in the course's order of students. */
export function latestModuleFeedback(courseId: number): ModuleFeedbackRow[] {
  const rows = moduleFeedback.where((row) => row.course_id === courseId);
  const latest = Math.max(...rows.map((row) => row.module_id));
  const order = courses.byId(courseId)?.student_ids ?? [];
  return rows
    .filter((row) => row.module_id === latest)
    .sort((a, b) => order.indexOf(a.student_id) - order.indexOf(b.student_id));
}

/** The first seeded feedback of a course in a status. */
export function feedbackIn(courseId: number, status: ModuleFeedbackRow['status']): ModuleFeedbackRow {
  const row = latestModuleFeedback(courseId).find((r) => r.status === status);
  if (!row) throw new Error(`No ${status} feedback seeded in course ${courseId}`);
  return row;
}

/** A generated teacher who teaches none of the demo courses. */
export const otherTeacher = (): number => {
  const teacher = users.rows.find((user) => user.email === 'teacher1@school.mock');
  if (!teacher) throw new Error('No generated teacher');
  return teacher.id;
};
