import type { Certificate, CourseStatus, ListCertificatesParams } from '@cabinet/api/model';

type Language = 'uk' | 'en';

/** The course a certificate is for, named in the interface language (its program). */
export const certificateTitle = (certificate: Pick<Certificate, 'course'>, language: Language): string =>
  (language === 'en' ? certificate.course.program_name_en : certificate.course.program_name) ||
  certificate.course.name;

/** Only a received certificate has a file (downloadCertificate answers 409 otherwise). */
export const canDownload = (certificate: Pick<Certificate, 'status'>): boolean =>
  certificate.status === 'received';

/**
 * What the card says under the facts: nothing more for a received certificate;
 * "waiting" while the teacher has not issued it (its type is the recommended one); for no
 * certificate, the reason (insufficient attendance or the teacher's decision) and the teacher's
 * comment when there is one.
 */
export type CertificateNote =
  | { kind: 'none' }
  | { kind: 'waiting' }
  | { kind: 'not_issued'; reason: 'insufficient_attendance' | 'teacher_decision'; comment: string | null };

export function certificateNote(
  certificate: Pick<Certificate, 'status' | 'reason' | 'comment'>,
): CertificateNote {
  const comment = certificate.comment?.trim() ? certificate.comment.trim() : null;
  if (certificate.status === 'waiting') return { kind: 'waiting' };
  if (certificate.status === 'no_certificate')
    // A missing reason is the teacher's (updateCertificate defaults to it).
    return { kind: 'not_issued', reason: certificate.reason ?? 'teacher_decision', comment };
  return { kind: 'none' };
}

/** The name the PDF is saved under: "certificate-SPK-B2-02.pdf". */
export function certificateFileName(certificate: Pick<Certificate, 'course'>): string {
  const code = certificate.course.name
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  return `certificate-${code || certificate.course.id}.pdf`;
}

/**
 * Why a course shows no certificate yet, from its status: not started, in progress (issued only
 * after the last lesson is completed), or finished and waiting for the teacher.
 */
export type NoCertificateReason = 'not_started' | 'in_progress' | 'waiting';

export function noCertificateReason(status: CourseStatus): NoCertificateReason {
  if (status === 'waiting_for_start') return 'not_started';
  if (status === 'in_progress') return 'in_progress';
  return 'waiting';
}

/**
 * The query of listCertificates: `student_id` only for a parent's child, `course_id` only for one
 * course; none at all (undefined) for a student's whole list, so the query key is the same
 * wherever the list is read.
 */
export function certificateParams(studentId?: number, courseId?: number): ListCertificatesParams | undefined {
  if (studentId === undefined && courseId === undefined) return undefined;
  return {
    ...(studentId === undefined ? {} : { student_id: studentId }),
    ...(courseId === undefined ? {} : { course_id: courseId }),
  };
}
