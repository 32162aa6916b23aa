import { TZDate } from '@date-fns/tz';
import {
  addDays,
  addMinutes,
  addMonths,
  differenceInCalendarDays,
  format,
  getISODay,
  getISOWeek,
  getISOWeekYear,
  isMatch,
  startOfISOWeek,
} from 'date-fns';
import { now as clockNow } from './clock';

/**
 * The school's calendar. Lessons, clubs and deadlines are kept at the school, in Kyiv: "today",
 * a weekday and a week are the school's, whatever zone the viewer or the machine is in. Calendar
 * dates (`yyyy-MM-dd`) carry no zone and are counted as days of the UTC calendar, which no
 * daylight-saving switch lengthens or shortens.
 */

/** The school's time zone: every time of the contract is written with this zone's offset. */
export const SCHOOL_TIME_ZONE = 'Europe/Kyiv';

type Moment = Date | string | number;

const atSchool = (moment: Moment): TZDate => new TZDate(new Date(moment).getTime(), SCHOOL_TIME_ZONE);
const calendarDay = (date: string): TZDate => new TZDate(`${date}T00:00:00Z`, 'UTC');
const DATE = 'yyyy-MM-dd';

/** The school's calendar date of a moment, `yyyy-MM-dd`. */
export const schoolDateOf = (moment: Moment): string => format(atSchool(moment), DATE);

/**
 * The wall-clock date and time of a moment in a zone (the school's by default), `yyyy-MM-ddTHH:mm`:
 * the value of a date-and-time field.
 */
export const wallClockOf = (moment: Moment, zone = SCHOOL_TIME_ZONE): string =>
  format(new TZDate(new Date(moment).getTime(), zone), "yyyy-MM-dd'T'HH:mm");

/** Today's date in the school's zone, `yyyy-MM-dd`. */
export const schoolToday = (now: Moment = clockNow()): string => schoolDateOf(now);

/** A date `days` after `date` (both `yyyy-MM-dd`; negative goes back). */
export const shiftDate = (date: string, days: number): string =>
  format(addDays(calendarDay(date), days), DATE);

/** How many days `to` is after `from` (both `yyyy-MM-dd`; negative when before). */
export const daysBetween = (from: string, to: string): number =>
  differenceInCalendarDays(calendarDay(to), calendarDay(from));

/** A date `months` after `date`, on the same day or the month's last when it is shorter. */
export const shiftMonth = (date: string, months: number): string =>
  format(addMonths(calendarDay(date), months), DATE);

/** Whether a text is a real calendar date, `yyyy-MM-dd` (no 30 February, no 13th month). */
export const isCalendarDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && isMatch(value, DATE);

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export const weekdayOf = (date: string): number => getISODay(calendarDay(date));

/** The Monday that starts a date's week (weeks start on Monday at the school). */
export const weekStartOf = (date: string): string => format(startOfISOWeek(calendarDay(date)), DATE);

/** The next date from the school's today (today included) that falls on an ISO weekday. */
export const nextDateOn = (weekday: number, now: Moment = clockNow()): string => {
  const today = schoolToday(now);
  return shiftDate(today, (weekday - weekdayOf(today) + 7) % 7);
};

/**
 * The school week (ISO: Monday to Sunday, in the school's zone) a moment falls in, as
 * `2026-W48`: the free club place is counted per such week.
 */
export const schoolWeekOf = (moment: Moment): string => {
  const local = atSchool(moment);
  return `${getISOWeekYear(local)}-W${String(getISOWeek(local)).padStart(2, '0')}`;
};

/** Whether a moment falls on a Sunday at the school (entry tests are not held on Sundays). */
export const isSchoolSunday = (moment: Moment = clockNow()): boolean => getISODay(atSchool(moment)) === 7;

/**
 * A wall-clock time on a date in a zone (the school's by default), as ISO 8601 with the zone's
 * offset on that day. A time the spring switch skips (03:30 on the last Sunday of March in Kyiv)
 * moves forward by the hour skipped.
 */
export const atSchoolTime = (date: string, time: string, zone = SCHOOL_TIME_ZONE): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new TZDate(y, m - 1, d, hh, mm, zone).toISOString();
};

/**
 * The moment a date-and-time field's value (`yyyy-MM-ddTHH:mm`, wall-clock time in a zone, the
 * school's by default) names, as ISO 8601 in UTC; null when the value is not a full date and time.
 */
export const instantOfWallClock = (value: string, zone = SCHOOL_TIME_ZONE): string | null => {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  if (!match || !isCalendarDate(match[1] as string)) return null;
  return new Date(atSchoolTime(match[1] as string, match[2] as string, zone)).toISOString();
};

/** An ISO time `minutes` later, in the school's zone. */
export const addMinutesIso = (iso: string, minutes: number): string =>
  addMinutes(atSchool(iso), minutes).toISOString();

/** The current moment in the school's zone, as ISO 8601 with offset. */
export const schoolNow = (now: Moment = clockNow()): string => atSchool(now).toISOString();

/**
 * The names a browser may give the school's zone: Kyiv's older spelling, and the two Ukrainian
 * zones the time zone database has merged into it (many browsers still report them).
 */
const SCHOOL_ZONE_NAMES: readonly string[] = [
  SCHOOL_TIME_ZONE,
  'Europe/Kiev',
  'Europe/Uzhgorod',
  'Europe/Zaporozhye',
];

/** Whether a zone is the school's under any of its names. */
export const isSchoolZone = (zone: string): boolean => SCHOOL_ZONE_NAMES.includes(zone);

/** The viewer's own time zone, as the browser (or the machine) knows it; the school's when unknown. */
export const viewerTimeZone = (): string =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || SCHOOL_TIME_ZONE;
