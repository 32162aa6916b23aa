import type { Space } from '@cabinet/api/model';
import { canEnter } from '../../../access/areas';

/**
 * Which lists the certificates page shows, by the user's spaces (listCertificates without
 * `student_id`): a student's own; a parent's children, each child apart; a teacher's students of
 * the courses they teach. A user who is both a student and a parent reads their own (the API
 * lists their own courses then, so the children cannot be told apart). Other spaces have no
 * course certificates: the page shows the empty state without calling the API (it would answer 403).
 */
export type CertificateSection = 'own' | 'children' | 'taught' | 'none';

export function certificateSection(spaces: readonly Space[]): CertificateSection {
  if (canEnter('student', spaces)) return 'own';
  if (canEnter('parent', spaces)) return 'children';
  if (canEnter('teacher', spaces)) return 'taught';
  return 'none';
}
