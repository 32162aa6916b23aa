import {
  getDownloadCertificateMockHandler,
  getListCertificatesMockHandler,
  getUpdateCertificateMockHandler,
} from '../../generated/certificates/certificates.msw';
import {
  ListCertificatesQueryParams,
  UpdateCertificateBody,
} from '../../generated/zod/certificates/certificates';
import { type UserRow, users } from '../db';
import { type CertificateRow, certificates } from '../db/certificates';
import { courses } from '../db/courses';
import { schoolNow } from '../../time/school-time';
import { teacherChange } from '../rules/certificates';
import { certificatePdfOf } from './certificates-file';
import { generateHandler } from './certificates-generate';
import { byCourseThenStudent, certificateRole, certificateView } from './certificates-view';
import { isChildOf, isLearner, isTeacher, managesCourse, requireLearner } from './course-access';
import { courseCertificatesOf, heldCertificatesHandlers } from './certificates-held';
import { parseBody, parseQuery, pathId } from './request-params';
import { fail } from './respond';

/**
 * The certificates a caller lists: a teacher's or a company manager's course (`course_id`), a
 * child's (`student_id`), a student's own, every child's for a parent, every taught course's for
 * a teacher, every company course's for its manager.
 */
function listedFor(
  user: UserRow,
  studentId: number | undefined,
  courseId: number | undefined,
): CertificateRow[] {
  const course = courseId === undefined ? undefined : courses.byId(courseId);
  if (courseId !== undefined && !course) fail(404, 'not_found', 'The course was not found.');
  if (course && (course.teacher_id === user.id || managesCourse(user, course)) && studentId === undefined) {
    return certificates.where((row) => row.course_id === course.id);
  }
  let students: number[];
  if (studentId !== undefined && studentId !== user.id) {
    if (!isChildOf(user, studentId)) fail(404, 'not_found', 'The student was not found.');
    students = [studentId];
  } else if (isLearner(user)) {
    students = [user.id];
  } else if (user.spaces.includes('responsible_person')) {
    students = users.childrenOf(user.id).map((child) => child.id);
  } else if (isTeacher(user) || user.spaces.includes('corporate_hr')) {
    if (course) fail(404, 'not_found', 'The course was not found.');
    return courseCertificatesOf(user);
  } else {
    fail(403, 'forbidden', 'Certificates are for students, their parents, teachers and company managers.');
  }
  if (course && !students.some((id) => course.student_ids.includes(id)))
    fail(404, 'not_found', 'The course was not found.');
  return certificates.where(
    (row) => students.includes(row.student_id) && (!course || row.course_id === course.id),
  );
}

/** A certificate the caller may see (its student, their parent, the course's teacher, the company's manager); else 404. */
function reachable(request: Request, certificateId: number) {
  const user = requireLearner(request);
  const row = certificates.byId(certificateId);
  const role = row && certificateRole(user, row);
  if (!row || !role) fail(404, 'not_found', 'The certificate was not found.');
  return { user, row, role };
}

export const certificatesHandlers = [
  getListCertificatesMockHandler(({ request }) => {
    const user = requireLearner(request);
    const query = parseQuery(request, ListCertificatesQueryParams);
    const rows = listedFor(user, query.student_id, query.course_id);
    return { data: [...rows].sort(byCourseThenStudent).map(certificateView) };
  }),

  getUpdateCertificateMockHandler(async ({ request, params }) => {
    const { row, role } = reachable(request, pathId(params.certificateId, 'certificate'));
    if (role !== 'teacher') fail(403, 'forbidden', 'Only the course teacher can change a certificate.');
    const body = await parseBody(request, UpdateCertificateBody);
    const change = teacherChange(row, body);
    if (!change) fail(422, 'validation_failed', 'The given data was invalid: reason.');
    const wasIssued = row.status === 'received' && row.type === change.type;
    Object.assign(row, change, { teacher_choice: true });
    row.issued_at = change.status === 'received' ? (wasIssued ? row.issued_at : schoolNow()) : null;
    if (body.comment !== undefined) row.comment = body.comment;
    certificates.save();
    return { data: certificateView(row) };
  }),

  getDownloadCertificateMockHandler(async ({ request, params }) => {
    const { row } = reachable(request, pathId(params.certificateId, 'certificate'));
    if (row.status !== 'received') fail(409, 'certificate_not_issued', 'The certificate was not issued.');
    // The generated handler types the body as a Blob; the bytes are a body every Response reads,
    // while a Blob made in jsdom (the unit tests) is not one that Node's Response can read.
    return (await certificatePdfOf(row)) as unknown as Blob;
  }),

  generateHandler,
  ...heldCertificatesHandlers,
];
