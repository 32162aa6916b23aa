import type { Certificate, CertificateType, TestGrade } from '@cabinet/api/model';

/** The attendance threshold of certificates, 60 %: attendance must be above it. */
export const ATTENDANCE_THRESHOLD_PERCENT = 60;

/** Final test grades that earn the attendance certificate (A, B or C). */
const ATTENDANCE_GRADES: readonly TestGrade[] = ['A', 'B', 'C'];

/** The longest teacher's comment the school takes (the contract's `maxLength`). */
export const CERTIFICATE_COMMENT_MAX_LENGTH = 2000;

/**
 * Why the certificate rule (docs/rules-and-limits.md#certificates) recommends a type, as a text key:
 * attendance above 60 % and a final test A, B or C → attendance; above 60 % with D or F, or no final test →
 * completion; 60 % or less → no certificate. The attendance is compared as given (60.4 is above 60).
 */
export type RuleReason = 'goodGrade' | 'lowGrade' | 'noFinalTest' | 'lowAttendance';

export function ruleReason(certificate: Pick<Certificate, 'attendance_percent' | 'final_grade'>): {
  reason: RuleReason;
  type: CertificateType;
} {
  if (certificate.attendance_percent <= ATTENDANCE_THRESHOLD_PERCENT)
    return { reason: 'lowAttendance', type: 'no_certificate' };
  if (certificate.final_grade === null) return { reason: 'noFinalTest', type: 'completion' };
  if (ATTENDANCE_GRADES.includes(certificate.final_grade)) return { reason: 'goodGrade', type: 'attendance' };
  return { reason: 'lowGrade', type: 'completion' };
}

/** The teacher's choice differs from what the rule gives (a lesser type, or none by decision). */
export const chosenByTeacher = (
  certificate: Pick<Certificate, 'type' | 'attendance_percent' | 'final_grade' | 'reason'>,
) => certificate.reason === 'teacher_decision' || ruleReason(certificate).type !== certificate.type;
