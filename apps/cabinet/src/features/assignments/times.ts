import { SCHOOL_TIME_ZONE, formatDateTime } from '@cabinet/design-system/format';
import { viewerTimeZone } from '../../shared/school-time';

/**
 * A moment (a deadline, a test's lesson) in the school's zone and, when the viewer's zone shows
 * another time, in the viewer's too (seed 001 §9); `viewer` is null when both read the same.
 */
export function schoolAndViewerMoment(
  iso: string,
  language: 'uk' | 'en',
  zone = viewerTimeZone(),
): { school: string; viewer: string | null } {
  const school = formatDateTime(iso, language, SCHOOL_TIME_ZONE);
  const viewer = formatDateTime(iso, language, zone);
  return { school, viewer: viewer === school ? null : viewer };
}
