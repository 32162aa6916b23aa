import { type AssignmentRow, assignments, isVisibleTo, studentsOf } from '../db/assignments';
import { type WorkRow, currentWork } from '../db/works';
import { type CourseViewer, studentIdParam, teachCourse, viewCourse } from './course-access';
import { pathId } from './request-params';
import { fail } from './respond';

/** The permission model of assignments, on top of the courses' (course-access.ts). */
export type AssignmentView = { assignment: AssignmentRow; viewer: CourseViewer };
export type WorkView = AssignmentView & { work: WorkRow; studentId: number };

const notFound = (): never => fail(404, 'not_found', 'The assignment was not found.');

export function findAssignment(rawId: string | readonly string[] | undefined): AssignmentRow {
  return assignments.byId(pathId(rawId, 'assignment')) ?? notFound();
}

/**
 * The teacher of the course reads every assignment; a student (or a parent naming the child)
 * only the published ones that are for the student. Anything else is 404.
 */
export function viewAssignment(
  request: Request,
  rawId: string | readonly string[] | undefined,
): AssignmentView {
  const assignment = findAssignment(rawId);
  const viewer = viewCourse(request, assignment.course_id, studentIdParam(request));
  if (viewer.role !== 'teacher' && !isVisibleTo(assignment, viewer.studentId)) notFound();
  return { assignment, viewer };
}

/** Teacher-only calls: the course's teacher; a student or parent of the course gets 403. */
export function teachAssignment(request: Request, rawId: string | readonly string[] | undefined) {
  const assignment = findAssignment(rawId);
  return { assignment, viewer: teachCourse(request, assignment.course_id) };
}

/**
 * A student's work, by the `{studentId}` of the path: the student themselves, their parent or
 * the course's teacher; another student's id, or an assignment not published for the student, is 404.
 */
export function viewWork(
  request: Request,
  params: { assignmentId?: string | readonly string[]; studentId?: string | readonly string[] },
): WorkView {
  const assignment = findAssignment(params.assignmentId);
  const studentId = pathId(params.studentId, 'student');
  const viewer = viewCourse(request, assignment.course_id, studentId);
  if (!assignment.published || !studentsOf(assignment).includes(studentId)) notFound();
  if (viewer.role !== 'teacher' && !isVisibleTo(assignment, studentId)) notFound();
  const work = currentWork(assignment, studentId) ?? notFound();
  return { assignment, viewer, work, studentId };
}

/** The student's own actions on their work (open, write, submit, take a test): 403 for others. */
export function studentWork(request: Request, params: Parameters<typeof viewWork>[1]): WorkView {
  const view = viewWork(request, params);
  if (view.viewer.role !== 'student') fail(403, 'forbidden', 'Only the student can do this.');
  return view;
}

/** The teacher's review of a work: 403 for the student and the parent. */
export function teacherWork(request: Request, params: Parameters<typeof viewWork>[1]): WorkView {
  const view = viewWork(request, params);
  if (view.viewer.role !== 'teacher') fail(403, 'forbidden', 'Only the course teacher can do this.');
  return view;
}
