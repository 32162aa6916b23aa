import type { Certificate } from '../../generated/model';
import type { UserRow } from '../db';
import type { CertificateRow } from '../db/certificates';
import { courses } from '../db/courses';
import { personRef } from '../db/person-ref';
import { programs } from '../db/programs';
import { isChildOf, isLearner, managesCourse } from './course-access';

/**
 * How the caller relates to a certificate: its student, their parent, the course's teacher, the
 * manager of the company whose course it is, or nobody.
 */
export function certificateRole(
  user: UserRow,
  row: CertificateRow,
): 'student' | 'parent' | 'teacher' | 'manager' | undefined {
  const course = courses.byId(row.course_id);
  if (course?.teacher_id === user.id) return 'teacher';
  if (course && managesCourse(user, course)) return 'manager';
  if (row.student_id === user.id && isLearner(user)) return 'student';
  if (isChildOf(user, row.student_id)) return 'parent';
  return undefined;
}

/** The certificate as the API shows it, with its course and program. */
export function certificateView(row: CertificateRow): Certificate {
  const course = courses.byId(row.course_id);
  const program = course ? programs.byId(course.program_id) : undefined;
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    reason: row.reason,
    course: {
      id: row.course_id,
      name: course?.name ?? '',
      kind: course?.kind ?? 'group',
      program_name: program?.name ?? '',
      program_name_en: program?.name_en ?? '',
    },
    student: personRef(row.student_id),
    attendance_percent: row.attendance_percent,
    final_grade: row.final_grade,
    issued_at: row.issued_at,
    comment: row.comment,
  };
}

/** Newest courses first, then by the student's name. */
export function byCourseThenStudent(a: CertificateRow, b: CertificateRow): number {
  const end = (row: CertificateRow) => courses.byId(row.course_id)?.end_date ?? '';
  return (
    end(b).localeCompare(end(a)) ||
    a.course_id - b.course_id ||
    personRef(a.student_id).name.localeCompare(personRef(b.student_id).name)
  );
}
