import type { CertificateRow } from '../db/certificates';
import { courses } from '../db/courses';
import { programs } from '../db/programs';
import { users } from '../db';
import { simplePdf } from './certificates-pdf';

const TITLES = { attendance: 'Certificate of Attendance', completion: 'Certificate of Completion' } as const;

/** The PDF of an issued certificate: the student's English name, the course and the result. */
export function certificatePdfOf(row: CertificateRow): Promise<Uint8Array<ArrayBuffer>> {
  const student = users.byId(row.student_id);
  const course = courses.byId(row.course_id);
  const program = course ? programs.byId(course.program_id) : undefined;
  const title = row.type === 'no_certificate' ? 'Certificate' : TITLES[row.type];
  return simplePdf(title, [
    'This is to certify that',
    student?.nameEn ?? student?.name ?? '',
    `has completed the course ${program?.name_en ?? ''} (${course?.name ?? ''}), level ${course?.level ?? ''}`,
    `Attendance: ${row.attendance_percent}%   Final test: ${row.final_grade ?? '-'}`,
    `Issued: ${(row.issued_at ?? '').slice(0, 10)}`,
  ]);
}
