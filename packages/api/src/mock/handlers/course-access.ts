import type { Space } from '../../generated/model';
import { type CourseRow, courses } from '../db/courses';
import { substitutions } from '../db/substitutions';
import { type UserRow, users } from '../db';
import { fail, requireUser } from './respond';

/** Who reads a course's records, and for which student. */
export type CourseViewer =
  | { role: 'student'; user: UserRow; course: CourseRow; studentId: number }
  | { role: 'parent'; user: UserRow; course: CourseRow; studentId: number }
  | {
      role: 'teacher';
      user: UserRow;
      course: CourseRow;
      studentId?: number;
      /**
       * Reads as the teacher does but never writes: a substitute in the course (an approved or
       * ended substitution), or the manager of the company whose course it is.
       */
      readOnly?: true;
    };

const LEARNING_SPACES: Space[] = [
  'student',
  'responsible_person',
  'teacher',
  'dos',
  'corporate_student',
  'corporate_teacher',
  'corporate_hr',
  'tutor',
  'student_teacher_training',
];

/**
 * Whether the user learns as a student: the school's own, or a company's employee whom the company
 * has not deactivated (a deactivated employee keeps their records but takes part in nothing).
 */
export const isLearner = (user: UserRow): boolean =>
  has(user, 'student') || (has(user, 'corporate_student') && !user.declined);

/** Whether the user learns in this course: a student of the school's or a company's, or a trainee of a teacher-training group. */
export const learnsIn = (user: UserRow, course: CourseRow): boolean =>
  course.training ? has(user, 'student_teacher_training') : isLearner(user);

/** Whether the user teaches: the school's teacher, or the corporate teacher of companies' courses. */
export const isTeacher = (user: UserRow): boolean => has(user, 'teacher') || has(user, 'corporate_teacher');

/** Whether the user manages the company this course was bought by. */
export const managesCourse = (user: UserRow, course: CourseRow): boolean =>
  has(user, 'corporate_hr') && course.company_name !== null && course.company_name === user.company_name;

const has = (user: UserRow, space: Space) => user.spaces.includes(space);

/** The `student_id` query parameter, if any. */
export const studentIdParam = (request: Request): number | undefined => {
  const raw = new URL(request.url).searchParams.get('student_id');
  return raw ? Number(raw) : undefined;
};

/** The signed-in user, refused (403) when none of their spaces reads learning records. */
export function requireLearner(request: Request): UserRow {
  const user = requireUser(request);
  if (!LEARNING_SPACES.some((space) => has(user, space))) {
    fail(403, 'forbidden', 'You do not have access to this section.');
  }
  return user;
}

/** Whether a parent (responsible person) follows this student. */
export const isChildOf = (parent: UserRow, studentId: number): boolean =>
  has(parent, 'responsible_person') && users.byId(studentId)?.parentId === parent.id;

/**
 * Whether the user substitutes in the course: a lesson of it was handed to them and the request is
 * approved (or ended by the clock); a cancelled request, or one they declined, gives nothing.
 */
export const substitutesIn = (user: UserRow, course: CourseRow): boolean =>
  (user.spaces.includes('teacher') || user.spaces.includes('tutor')) &&
  substitutions.rows.some(
    (row) =>
      row.course_id === course.id &&
      row.substitute_id === user.id &&
      row.state === 'approved' &&
      !row.canceled_by_requester,
  );

/** Whether an approved request handed this lesson to the user: they hold it, as its teacher would. */
export const holdsLesson = (user: UserRow, lessonId: number): boolean =>
  substitutions.rows.some(
    (row) =>
      row.lesson_id === lessonId &&
      row.substitute_id === user.id &&
      row.state === 'approved' &&
      !row.canceled_by_requester,
  );

const READS = ['GET', 'HEAD'];

/**
 * Finds the course and the caller's view of it, like a real server: a student reads their own
 * courses, a parent their child's (named by `student_id`), a teacher the courses they teach, and a
 * substitute the courses they substitute in and a company's manager the company's courses, as the
 * teacher sees them but read-only: any change they ask through a course's calls is 403 `forbidden`.
 * A company's employee studies in its courses as a student; one the company deactivated is out of
 * the course's students until restored.
 * Anything else is 404 `not_found`, so nobody learns that another student's course exists.
 */
export function viewCourse(
  request: Request,
  courseId: number,
  studentId = studentIdParam(request),
): CourseViewer {
  const user = requireLearner(request);
  const course = courses.byId(courseId);
  if (!course) fail(404, 'not_found', 'The course was not found.');
  const enrolled = (id: number) => course.student_ids.includes(id);
  if (course.teacher_id === user.id && (studentId === undefined || enrolled(studentId))) {
    return { role: 'teacher', user, course, studentId };
  }
  if (studentId !== undefined && studentId !== user.id) {
    if (isChildOf(user, studentId) && enrolled(studentId)) return { role: 'parent', user, course, studentId };
  } else if (learnsIn(user, course) && enrolled(user.id)) {
    return { role: 'student', user, course, studentId: user.id };
  }
  const readsAsTeacher = substitutesIn(user, course) || managesCourse(user, course);
  if (readsAsTeacher && (studentId === undefined || enrolled(studentId))) {
    if (!READS.includes(request.method.toUpperCase()))
      fail(403, 'forbidden', 'Only the course teacher can do this.');
    return { role: 'teacher', user, course, studentId, readOnly: true };
  }
  fail(404, 'not_found', 'The course was not found.');
}

/**
 * Like `viewCourse`, but only for the course's teacher (403 for anyone else who can see it); a
 * substitute or the company's manager passes for reads (the students' list) and was refused any
 * change by `viewCourse`.
 */
export function teachCourse(request: Request, courseId: number): CourseViewer & { role: 'teacher' } {
  const viewer = viewCourse(request, courseId);
  if (viewer.role !== 'teacher') fail(403, 'forbidden', 'Only the course teacher can do this.');
  return viewer;
}
