import {
  type CertificateReason,
  type CertificateStatus,
  type CertificateType,
  attendancePercent,
  attendanceToOneDecimal,
  eligibleCertificate,
  issuedStatus,
} from '../rules/certificates';
import { type Grade, gradeOf } from '../rules/grades';
import { text } from '../scenarios/hostile';
import { finalTestPercent } from './assignment-results';
import { courseStatusToday } from './club-students';
import { type CourseRow, schoolCourses } from './courses';
import { lessonsOf } from './lessons';
import { createTable } from './table';
import { DEMO } from './world/people';
import { addMinutesIso, schoolNow } from '../../time/school-time';

/** A student's certificate of a finished course. */
export type CertificateRow = {
  id: number;
  course_id: number;
  student_id: number;
  /** The issued type, or the recommended one while waiting. */
  type: CertificateType;
  status: CertificateStatus;
  reason: CertificateReason | null;
  attendance_percent: number;
  final_grade: Grade | null;
  issued_at: string | null;
  comment: string | null;
  /** The teacher chose the type (`updateCertificate`); issuing keeps it. */
  teacher_choice: boolean;
};

/** What the eligibility rule needs about a student of a course, from lessons and the final test. */
export function certificateFacts(course: CourseRow, studentId: number) {
  const attendance = attendancePercent(lessonsOf(course.id), studentId);
  const percent = finalTestPercent(course.id, studentId);
  const finalGrade = percent === undefined ? null : gradeOf(percent);
  return { attendance, attendance_percent: attendanceToOneDecimal(attendance), final_grade: finalGrade };
}

const lastLessonEnd = (courseId: number): string =>
  lessonsOf(courseId).reduce(
    (latest, l) => (!latest || new Date(l.ends_at) > new Date(latest) ? l.ends_at : latest),
    '',
  );

/**
 * Certificates of the finished courses, issued by the eligibility rule two days after the last
 * lesson, except the most recently finished course other than the demo ones, still waiting. In
 * the demo student's finished group (course 2) a third student has no certificate by the
 * teacher's decision.
 */
function seedCertificates(): CertificateRow[] {
  const finished = schoolCourses().filter((course) => courseStatusToday(course) === 'finished');
  const demoCourses = new Set([2, 33]);
  const waiting = finished
    .filter((course) => !demoCourses.has(course.id))
    .sort(
      (a, b) =>
        b.end_date.localeCompare(a.end_date) || Number(a.kind !== 'group') - Number(b.kind !== 'group'),
    )[0];
  const now = schoolNow();
  const rows: Omit<CertificateRow, 'id'>[] = [];
  for (const course of finished) {
    const twoDaysAfter = addMinutesIso(lastLessonEnd(course.id), 2 * 24 * 60);
    const issuedAt = new Date(twoDaysAfter) < new Date(now) ? twoDaysAfter : now;
    course.student_ids.forEach((studentId, index) => {
      const facts = certificateFacts(course, studentId);
      const byTeacher = course.id === 2 && index === 2 && studentId !== DEMO.student();
      const { type, reason } = byTeacher
        ? { type: 'no_certificate' as const, reason: 'teacher_decision' as const }
        : eligibleCertificate(facts.attendance, facts.final_grade);
      const status = course === waiting ? 'waiting' : issuedStatus(type);
      rows.push({
        course_id: course.id,
        student_id: studentId,
        type,
        status,
        reason,
        attendance_percent: facts.attendance_percent,
        final_grade: facts.final_grade,
        issued_at: status === 'received' ? issuedAt : null,
        comment: byTeacher ? text('Не склав підсумковий тест і пропустив повторне складання.') : null,
        teacher_choice: byTeacher,
      });
    });
  }
  return rows.map((row, index) => ({ ...row, id: index + 1 }));
}

export const certificates = createTable<CertificateRow>('certificates', seedCertificates);
