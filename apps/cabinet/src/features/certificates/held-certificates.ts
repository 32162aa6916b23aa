import type { HeldCertificate, PersonRef } from '@cabinet/api/model';

/** A key of a certificate unique across its kinds. */
export function heldCertificateKey(held: HeldCertificate): string {
  switch (held.kind) {
    case 'course':
      return `course-${held.certificate.id}`;
    case 'event':
      return `event-${held.event_id}`;
    case 'teacher_training':
      return `training-${held.course_id}`;
    case 'video_course':
      return `video-${held.video_course_id}`;
  }
}

/** The user's own certificates, and the course certificates of each child a parent follows. */
export type CertificateGroups = {
  own: HeldCertificate[];
  children: { child: PersonRef; certificates: HeldCertificate[] }[];
};

/**
 * Splits a parent's certificates: each child's course certificates apart, to read under the
 * child's name, and the parent's own (their video courses', or their own courses' as a student).
 */
export function groupCertificates(rows: readonly HeldCertificate[], userId: number): CertificateGroups {
  const own: HeldCertificate[] = [];
  const children = new Map<number, CertificateGroups['children'][number]>();
  for (const held of rows) {
    const student = held.kind === 'course' ? held.certificate.student : undefined;
    if (!student || student.id === userId) {
      own.push(held);
      continue;
    }
    const group = children.get(student.id) ?? { child: student, certificates: [] };
    group.certificates.push(held);
    children.set(student.id, group);
  }
  return { own, children: [...children.values()] };
}

/** A date of the school (`yyyy-MM-dd`) as a moment to format, midday so no zone moves its day. */
export const dayMoment = (date: string): string => `${date}T12:00:00Z`;
