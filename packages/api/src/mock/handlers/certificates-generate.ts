import { getGenerateCertificatesMockHandler } from '../../generated/certificates/certificates.msw';
import { type CertificateRow, certificateFacts, certificates } from '../db/certificates';
import { lessonsOf } from '../db/lessons';
import { schoolNow } from '../../time/school-time';
import { canIssueCertificates, eligibleCertificate, issuedStatus } from '../rules/certificates';
import { byCourseThenStudent, certificateView } from './certificates-view';
import { teachCourse } from './course-access';
import { pathId } from './request-params';
import { fail } from './respond';

/**
 * The course teacher issues the course's certificates once its last lesson is completed: one per
 * student by the eligibility rule, or the type the teacher chose for that student.
 */
export const generateHandler = getGenerateCertificatesMockHandler(({ request, params }) => {
  const { course } = teachCourse(request, pathId(params.courseId, 'course'));
  const last = lessonsOf(course.id).reduce<{ number: number; completed: boolean } | undefined>(
    (latest, lesson) => (!latest || lesson.number > latest.number ? lesson : latest),
    undefined,
  );
  if (!canIssueCertificates(last)) {
    fail(409, 'course_not_finished', 'Certificates can be issued only after the last lesson is completed.');
  }
  const now = schoolNow();
  const issued: CertificateRow[] = course.student_ids.map((studentId) => {
    const facts = certificateFacts(course, studentId);
    const existing = certificates.rows.find(
      (row) => row.course_id === course.id && row.student_id === studentId,
    );
    const { type, reason } = existing?.teacher_choice
      ? { type: existing.type, reason: existing.reason }
      : eligibleCertificate(facts.attendance, facts.final_grade);
    const status = issuedStatus(type);
    const keepDate = existing?.status === 'received' && existing.type === type;
    const values = {
      type,
      status,
      reason,
      attendance_percent: facts.attendance_percent,
      final_grade: facts.final_grade,
      issued_at: status === 'received' ? (keepDate ? existing.issued_at : now) : null,
    };
    if (existing) return Object.assign(existing, values);
    return certificates.insert({
      ...values,
      course_id: course.id,
      student_id: studentId,
      comment: null,
      teacher_choice: false,
    });
  });
  certificates.save();
  return { data: issued.sort(byCourseThenStudent).map(certificateView) };
});
