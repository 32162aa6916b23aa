import { SCHOOL_TIME_ZONE, viewerTimeZone } from '@cabinet/api/time';
import { formatDateTime, formatTime } from '@cabinet/design-system/format';

type Language = 'uk' | 'en';

/** "25 листопада 2026, 18:00–19:00" in a zone. */
const span = (startsAt: string, endsAt: string, language: Language, zone: string) =>
  `${formatDateTime(startsAt, language, zone)}–${formatTime(endsAt, zone)}`;

/**
 * An event's time (a lesson, a club) in the school's zone and, when the viewer's zone shows
 * another time, in the viewer's too; `viewer` is null when both read the same.
 * A teacher-training event names its own zone (UTC+2) as `schoolZone`.
 */
export function schoolAndViewerTimes(
  startsAt: string,
  endsAt: string,
  language: Language,
  zone = viewerTimeZone(),
  schoolZone = SCHOOL_TIME_ZONE,
): { school: string; viewer: string | null } {
  const school = span(startsAt, endsAt, language, schoolZone);
  const viewer = span(startsAt, endsAt, language, zone);
  return { school, viewer: viewer === school ? null : viewer };
}

/**
 * A moment (a deadline, a test's lesson) in the school's zone and, when the viewer's zone shows
 * another time, in the viewer's too; `viewer` is null when both read the same.
 */
export function schoolAndViewerMoment(
  iso: string,
  language: Language,
  zone = viewerTimeZone(),
): { school: string; viewer: string | null } {
  const school = formatDateTime(iso, language, SCHOOL_TIME_ZONE);
  const viewer = formatDateTime(iso, language, zone);
  return { school, viewer: viewer === school ? null : viewer };
}
