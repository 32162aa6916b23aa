import type { CourseStatus } from '../../generated/model';
import { ListCoursesQueryParams } from '../../generated/zod/courses/courses';
import { users } from '../db';
import { type CourseRow, courses, coursesOfStudent, coursesOfTeacher } from '../db/courses';
import { isChildOf, isLearner, isTeacher, managesCourse, requireLearner } from './course-access';
import { courseListItem } from './course-view';
import { paginate } from './paging';
import { parseQuery } from './request-params';
import { fail } from './respond';
import * as clock from '../../time/clock';

type Reachable = { course: CourseRow; studentId?: number };

/**
 * The courses a caller lists: a student their own; a parent the named child's (404 when it is not
 * their child) or every child's; a teacher those they teach. A student who is also a parent gets
 * their own unless `student_id` names a child. A company's employee lists the company's courses they
 * study in, its teacher those they teach, its manager every course of the company. Teacher-training
 * groups are asked for by their course (`training`): a tutor's, or a trainee's.
 */
function reachableCourses(
  request: Request,
  studentId: number | undefined,
  training: CourseRow['training'],
): Reachable[] {
  const user = requireLearner(request);
  const ownOf = (id: number) => coursesOfStudent(id).map((course) => ({ course, studentId: id }));
  if (training) {
    // Teacher training: the tutor's groups, or the trainee's.
    if (user.spaces.includes('tutor')) return coursesOfTeacher(user.id).map((course) => ({ course }));
    if (user.spaces.includes('student_teacher_training')) return ownOf(user.id);
    fail(403, 'forbidden', 'You do not have access to this section.');
  }
  if (studentId !== undefined && studentId !== user.id) {
    if (!isChildOf(user, studentId)) fail(404, 'not_found', 'The student was not found.');
    return ownOf(studentId);
  }
  if (isLearner(user)) return ownOf(user.id);
  // An employee the company deactivated is in no course until restored.
  if (user.spaces.includes('corporate_student') && user.declined) return [];
  if (user.spaces.includes('responsible_person'))
    return users.childrenOf(user.id).flatMap((child) => ownOf(child.id));
  if (isTeacher(user)) return coursesOfTeacher(user.id).map((course) => ({ course }));
  if (user.spaces.includes('corporate_hr'))
    return courses.where((course) => managesCourse(user, course)).map((course) => ({ course }));
  fail(403, 'forbidden', 'You do not have access to this section.');
}

const STATUS_ORDER: CourseStatus[] = ['in_progress', 'waiting_for_start', 'finished'];

/** listCourses: the caller's courses, in progress first, filtered by kind and status. */
export function listCourses(request: Request) {
  const query = parseQuery(request, ListCoursesQueryParams);
  const now = clock.now();
  const training = query.training ?? null;
  const rows = reachableCourses(request, query.student_id, training)
    .filter(({ course }) => query.kind === undefined || course.kind === query.kind)
    // Teacher-training groups are listed only when asked for: a trainee who also studies or
    // teaches keeps them apart from their other courses.
    .filter(({ course }) => course.training === training)
    .map(({ course, studentId }) => courseListItem(course, studentId, now))
    .filter((row) => query.status === undefined || row.status === query.status)
    .sort(
      (a, b) =>
        STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) ||
        a.start_date.localeCompare(b.start_date) ||
        a.id - b.id,
    );
  return paginate(request, rows);
}
