import { TZDate } from '@date-fns/tz';
import { addMinutes, format, startOfHour } from 'date-fns';

/** Teacher-training events are scheduled in UTC+2 all year: their times carry `+02:00`. */
export const EVENT_TIME_ZONE = '+02:00';

/** A wall-clock time on a date (`yyyy-MM-dd`, `HH:mm`) in UTC+2, as ISO 8601 with `+02:00`. */
export const atEventTime = (date: string, time: string): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new TZDate(y, m - 1, d, hh, mm, EVENT_TIME_ZONE).toISOString();
};

/** A moment `minutes` after another, written in UTC+2. */
export const addEventMinutes = (moment: Date | string, minutes: number): string =>
  addMinutes(new TZDate(new Date(moment).getTime(), EVENT_TIME_ZONE), minutes).toISOString();

/** The date of a moment in UTC+2, `yyyy-MM-dd`. */
export const eventDateOf = (moment: Date | string): string =>
  format(new TZDate(new Date(moment).getTime(), EVENT_TIME_ZONE), 'yyyy-MM-dd');

/** The start of the hour a moment falls in, written in UTC+2. */
export const eventHourStartOf = (moment: Date | string): string =>
  startOfHour(new TZDate(new Date(moment).getTime(), EVENT_TIME_ZONE)).toISOString();
