import { type CourseRow, courses } from '../db/courses';
import type { UserRow } from '../db';
import type { Refusal } from '../rules/feedback-refusal';
import {
  isChildOf,
  isLearner,
  isTeacher,
  managesCourse,
  requireLearner,
  studentIdParam,
  viewCourse,
} from './course-access';
import { fail, requireUser } from './respond';

/**
 * Who reads feedback: `staff` (the course's teacher or the director of studies) reads every
 * student's feedback in any status; a `learner` (the student, or a parent for a child) reads the
 * student's own sent feedback only; the `company` (the manager of the company whose group it is)
 * reads every student's sent feedback, which reaches them instead of the director of studies.
 */
export type FeedbackReader =
  | { role: 'staff'; user: UserRow; course: CourseRow; studentId?: number }
  | { role: 'learner'; user: UserRow; course: CourseRow; studentId: number }
  | { role: 'company'; user: UserRow; course: CourseRow; studentId?: number };

const isDos = (user: UserRow) => user.spaces.includes('dos');

/** Answers a rule's refusal in the Error shape, with the field at fault. */
export function refuse({ status, code, message, field }: Refusal): never {
  return fail(status, code, message, field ? { field } : {});
}

const notFound = (): never => fail(404, 'not_found', 'The feedback was not found.');

/** The caller's reading of a course's feedback; a course outside their reach is 404. */
export function readCourseFeedback(request: Request, courseId: number): FeedbackReader {
  const user = requireLearner(request);
  const course = courses.byId(courseId);
  if (!course) return fail(404, 'not_found', 'The course was not found.');
  const studentId = studentIdParam(request);
  if (course.teacher_id === user.id || isDos(user)) {
    if (studentId !== undefined && !course.student_ids.includes(studentId))
      return fail(404, 'not_found', 'The course was not found.');
    return { role: 'staff', user, course, studentId };
  }
  if (managesCourse(user, course)) {
    if (studentId !== undefined && !course.student_ids.includes(studentId))
      return fail(404, 'not_found', 'The course was not found.');
    return { role: 'company', user, course, studentId };
  }
  const viewer = viewCourse(request, courseId, studentId);
  return { role: 'learner', user, course, studentId: viewer.studentId ?? user.id };
}

/** The caller's reading of one student's feedback; a learner reads only sent feedback, else 404. */
export function readFeedbackOf(
  request: Request,
  record: { course_id: number; student_id: number },
  sent: boolean,
): FeedbackReader {
  const user = requireLearner(request);
  const course = courses.byId(record.course_id);
  if (!course) return notFound();
  if (course.teacher_id === user.id || isDos(user)) return { role: 'staff', user, course };
  if (managesCourse(user, course)) return sent ? { role: 'company', user, course } : notFound();
  const named = studentIdParam(request);
  if (named !== undefined && named !== record.student_id) return notFound();
  const own = record.student_id === user.id && isLearner(user);
  if (!sent || !(own || isChildOf(user, record.student_id))) return notFound();
  return { role: 'learner', user, course, studentId: record.student_id };
}

/**
 * Only the course's teacher writes its feedback: 403 for a caller who can see it (the director of
 * studies) or whose spaces never write feedback; another teacher does not learn it exists (404).
 */
export function teachFeedbackOf(request: Request, record: { course_id: number }): CourseRow {
  const user = requireLearner(request);
  const course = courses.byId(record.course_id);
  if (!course) return notFound();
  if (course.teacher_id === user.id) return course;
  if (isDos(user) || !isTeacher(user)) return fail(403, 'forbidden', 'Only the course teacher can do this.');
  return notFound();
}

/** The director of studies' calls: space `dos` only. */
export function requireDos(request: Request): UserRow {
  const user = requireUser(request);
  if (!isDos(user)) fail(403, 'forbidden', 'Only the director of studies can do this.');
  return user;
}
