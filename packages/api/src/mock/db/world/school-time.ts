import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The school's time zone: every time of the contract is written with this zone's offset. */
export const SCHOOL_TIME_ZONE = 'Europe/Kyiv';

/** Today's date in the school's zone, `yyyy-MM-dd`. */
export const schoolToday = (now = new Date()): string =>
  format(new TZDate(now.getTime(), SCHOOL_TIME_ZONE), 'yyyy-MM-dd');

// Calendar dates carry no zone: they are counted on UTC noon, which no offset moves to another day.
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** A date `days` after `date` (both `yyyy-MM-dd`). */
export const shiftDate = (date: string, days: number): string =>
  new Date(noonOf(date).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export const weekdayOf = (date: string): number => noonOf(date).getUTCDay() || 7;

/** A wall-clock time at the school on a date, as ISO 8601 with the zone's offset. */
export const atSchoolTime = (date: string, time: string): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new TZDate(y, m - 1, d, hh, mm, SCHOOL_TIME_ZONE).toISOString();
};

/** An ISO time `minutes` later, in the school's zone. */
export const addMinutesIso = (iso: string, minutes: number): string =>
  new TZDate(new Date(iso).getTime() + minutes * 60_000, SCHOOL_TIME_ZONE).toISOString();

/** The current moment in the school's zone, as ISO 8601 with offset. */
export const schoolNow = (now = new Date()): string =>
  new TZDate(now.getTime(), SCHOOL_TIME_ZONE).toISOString();
