import { TZDate } from '@date-fns/tz';
import { getISOWeek, getISOWeekYear } from 'date-fns';
import { SCHOOL_TIME_ZONE } from '../db/world/school-time';

/**
 * The school week (ISO: Monday to Sunday, in the school's zone) a moment falls in, as
 * `2026-W48`. The free club place is counted per such week (seed 001 §6, §9).
 */
export function schoolWeekOf(iso: string): string {
  const local = new TZDate(new Date(iso).getTime(), SCHOOL_TIME_ZONE);
  return `${getISOWeekYear(local)}-W${String(getISOWeek(local)).padStart(2, '0')}`;
}
