import { schoolDateOf, shiftDate, shiftMonth } from '../../time/school-time';
import { monthsUpTo } from './company-statement';

/**
 * The period of a chart: whole calendar months of the school's calendar (Kyiv), the current one
 * the last. A chart's point falls in the month of its day at the school, so a lesson at 23:30 in
 * Kyiv on the month's last day is that month's whatever the zone of the viewer or the machine.
 */

/** The months a chart covers when the caller names none: a year. */
export const DEFAULT_PROGRESS_MONTHS = 12;

/** The most points a chart's list gives: the latest ones. */
export const PROGRESS_POINTS_MAX = 200;

export type ProgressPeriod = { from: string; to: string; months_count: number };

/** The last `count` months up to today's (oldest first), with the first and last day of them. */
export function progressPeriod(today: string, count: number): { months: string[]; period: ProgressPeriod } {
  const months = monthsUpTo(today, count);
  const from = `${months[0]}-01`;
  const to = shiftDate(shiftMonth(`${months.at(-1)}-01`, 1), -1);
  return { months, period: { from, to, months_count: months.length } };
}

/** The month of a moment on the school's calendar, `yyyy-MM`. */
export const schoolMonthOf = (moment: string | Date): string => schoolDateOf(moment).slice(0, 7);

/**
 * One summary per month of the period, oldest first: every month is there (a month with nothing
 * summarises no rows), and rows of other months are left out.
 */
export function perMonth<T, R>(
  months: readonly string[],
  rows: readonly T[],
  monthOf: (row: T) => string,
  summarise: (rows: T[], month: string) => R,
): R[] {
  const groups = new Map(months.map((month) => [month, [] as T[]]));
  for (const row of rows) groups.get(monthOf(row))?.push(row);
  return months.map((month) => summarise(groups.get(month) ?? [], month));
}

/**
 * The latest `max` rows by their day (`yyyy-MM-dd`), oldest first, and how many there were; rows
 * of the same day keep the order they came in.
 */
export function latestPoints<T>(
  rows: readonly T[],
  dateOf: (row: T) => string,
  max = PROGRESS_POINTS_MAX,
): { items: T[]; total: number } {
  const sorted = [...rows].sort((a, b) => dateOf(a).localeCompare(dateOf(b)));
  return { items: sorted.slice(Math.max(0, sorted.length - max)), total: sorted.length };
}

/** Hours to one decimal. */
export const hoursToOneDecimal = (minutes: number): number => Math.round((minutes / 60) * 10) / 10;
