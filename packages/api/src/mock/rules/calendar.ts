import { daysBetween } from '../../time/school-time';
/** The longest calendar range a teacher may ask for, in days (a month view with its edge weeks). */
export const CALENDAR_MAX_DAYS = 62;

/**
 * The field at fault in a calendar range, or null when it is fine: `to` before `from`, or more
 * than 62 days from `from` to `to` (both included), names `to`.
 */
export function calendarRangeFault(from: string, to: string): 'to' | null {
  const days = daysBetween(from, to) + 1;
  return days < 1 || days > CALENDAR_MAX_DAYS ? 'to' : null;
}

/** Whether two time intervals overlap (touching ends do not). */
export const overlaps = (
  a: { starts_at: string; ends_at: string },
  b: { starts_at: string; ends_at: string },
): boolean =>
  Date.parse(a.starts_at) < Date.parse(b.ends_at) && Date.parse(b.starts_at) < Date.parse(a.ends_at);
