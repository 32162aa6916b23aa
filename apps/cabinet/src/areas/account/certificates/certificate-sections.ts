import type { Space } from '@cabinet/api/model';
import { canEnter } from '../../../access/gates';

/**
 * Whether the certificates page reads a parent's children apart, each under the child's name:
 * a parent's, unless they also teach or manage a company (whose lists name the student on each
 * card instead). Whatever the spaces, the page lists what the school answers
 * (listHeldCertificates): a user's own certificates of every kind, and the course certificates
 * they follow.
 */
export function readsByChild(spaces: readonly Space[]): boolean {
  return (
    canEnter('parent', spaces) &&
    !canEnter('teacher', spaces) &&
    !spaces.includes('corporate_teacher') &&
    !spaces.includes('corporate_hr')
  );
}
