import type { Grade } from './grades';

export type CertificateType = 'attendance' | 'completion' | 'no_certificate';
export type CertificateStatus = 'waiting' | 'received' | 'no_certificate';
export type CertificateReason = 'insufficient_attendance' | 'teacher_decision';

/** The attendance threshold of certificates, 60 %: attendance must be above it. */
export const ATTENDANCE_THRESHOLD_PERCENT = 60;

/** Grades of the final test that earn the attendance certificate (A, B or C). */
const ATTENDANCE_GRADES: readonly Grade[] = ['A', 'B', 'C'];

/**
 * A student's attendance in percent: lessons present out of the lessons whose attendance was
 * marked for the student (unmarked lessons do not count). 0 when none was marked.
 */
export function attendancePercent(
  lessons: readonly { attendance: Record<string, boolean> }[],
  studentId: number,
): number {
  const marks = lessons.flatMap((lesson) => {
    const mark = lesson.attendance[String(studentId)];
    return mark === undefined ? [] : [mark];
  });
  return marks.length === 0 ? 0 : (marks.filter(Boolean).length / marks.length) * 100;
}

/**
 * Attendance as the API gives it, to one decimal (60.4): never rounded across the 60 % threshold,
 * so the certificate rule reads the same from it as from the exact attendance (60.04 is 60.1).
 */
export function attendanceToOneDecimal(attendance: number): number {
  const shown = Math.round(attendance * 10) / 10;
  return attendance > ATTENDANCE_THRESHOLD_PERCENT && shown <= ATTENDANCE_THRESHOLD_PERCENT
    ? ATTENDANCE_THRESHOLD_PERCENT + 0.1
    : shown;
}

/**
 * The certificate a student earns: "attendance above 60% and final test A, B or
 * C" → attendance; above 60 % with D, F or no final test → completion, the lesser one; 60 % or
 * less → no certificate for insufficient attendance.
 */
export function eligibleCertificate(
  attendance: number,
  finalGrade: Grade | null,
): { type: CertificateType; reason: CertificateReason | null } {
  if (attendance <= ATTENDANCE_THRESHOLD_PERCENT)
    return { type: 'no_certificate', reason: 'insufficient_attendance' };
  if (finalGrade !== null && ATTENDANCE_GRADES.includes(finalGrade))
    return { type: 'attendance', reason: null };
  return { type: 'completion', reason: null };
}

/** Certificates are issued only once the course's last lesson is marked completed. */
export const canIssueCertificates = (lastLesson: { completed: boolean } | undefined): boolean =>
  lastLesson?.completed === true;

/** The status of an issued certificate of a type: received, or no certificate. */
export const issuedStatus = (type: CertificateType): CertificateStatus =>
  type === 'no_certificate' ? 'no_certificate' : 'received';

/**
 * The teacher's change of a certificate ("The tutor may change the recommended type"): no
 * certificate only with the reason `teacher_decision` (the default); the other types have no
 * reason. A waiting certificate keeps waiting with the new type; an issued one is re-issued.
 * Null when the reason does not fit the type.
 */
export function teacherChange(
  current: { status: CertificateStatus },
  change: { type: CertificateType; reason?: CertificateReason | null },
): { type: CertificateType; status: CertificateStatus; reason: CertificateReason | null } | null {
  if (change.type === 'no_certificate') {
    if ((change.reason ?? 'teacher_decision') !== 'teacher_decision') return null;
  } else if (change.reason) {
    return null;
  }
  const reason = change.type === 'no_certificate' ? 'teacher_decision' : null;
  const status = current.status === 'waiting' ? 'waiting' : issuedStatus(change.type);
  return { type: change.type, status, reason };
}
