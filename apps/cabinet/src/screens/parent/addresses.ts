// The addresses of the parent's screens below the menu, found on the seeded school once the demo
// parent has signed in: the child and the course the parent's lists show first
// (packages/api/src/mock/db/works-demo.ts: Maksym's and Sofiia's works in their groups and courses).
import { listAssignments } from '@cabinet/api/assignments';
import { listCourses } from '@cabinet/api/courses';
import { listLessons } from '@cabinet/api/lessons';
import type { Assignment, CourseKind, WorkStatus } from '@cabinet/api/model';
import { childrenOf } from '../../features/children/children';

/** A child's course: the course and the child, as the parent's list shows it first. */
export type ChildCourse = { courseId: number; studentId: number };

/** The first child's first course of a kind, as the parent's list shows it. */
export async function firstChildCourse(kind: CourseKind): Promise<ChildCourse> {
  const courses = (await listCourses({ kind, per_page: 100 })).data;
  const [child] = childrenOf(courses);
  const course = courses.find((item) => item.student?.id === child?.id);
  if (!child || !course) throw new Error(`The seeded parent's child has a ${kind} course.`);
  return { courseId: course.id, studentId: child.id };
}

/** The course's last lesson held, as the parent opens it from the schedule. */
export async function lastHeldLesson({ courseId, studentId }: ChildCourse): Promise<number> {
  const lessons = (await listLessons(courseId, { student_id: studentId, per_page: 100 })).data;
  const lesson = lessons.filter((item) => item.status === 'completed').at(-1) ?? lessons[0];
  if (!lesson) throw new Error('The seeded course has lessons.');
  return lesson.id;
}

/** The child's assignment of a kind whose work is in one of the statuses, first found. */
export async function assignmentIn(
  { courseId, studentId }: ChildCourse,
  kind: Assignment['kind'],
  ...statuses: WorkStatus[]
): Promise<number> {
  const assignments = (await listAssignments(courseId, { student_id: studentId, kind })).data;
  for (const status of statuses) {
    const found = assignments.find((item) => item.work?.status === status);
    if (found) return found.id;
  }
  const any = assignments[0];
  if (!any) throw new Error(`The seeded course ${courseId} has a ${kind} for the child.`);
  return any.id;
}
