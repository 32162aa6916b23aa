import { afterAll, describe, expect, it } from 'vitest';
import {
  addMinutesIso,
  daysBetween,
  atSchoolTime,
  isCalendarDate,
  isSchoolSunday,
  isSchoolZone,
  nextDateOn,
  schoolDateOf,
  instantOfWallClock,
  wallClockOf,
  schoolNow,
  schoolToday,
  shiftDate,
  shiftMonth,
  weekStartOf,
  weekdayOf,
} from './school-time';

/**
 * The school's calendar on the days where calendars break: a Sunday, the last day of a year,
 * 29 February, and both daylight-saving switches in Kyiv (last Sunday of March 03:00 → 04:00, last
 * Sunday of October 04:00 → 03:00). Each case runs with the machine in several zones: the
 * answers are the school's, so the machine's zone must not change them.
 */
const MACHINE_ZONES = ['UTC', 'Europe/Kyiv', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
const machineZone = process.env.TZ;
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe.each(MACHINE_ZONES)('the school calendar, the machine in %s', (zone) => {
  const inZone = (test: () => void) => () => {
    process.env.TZ = zone;
    test();
  };

  it(
    'counts today in Kyiv at both ends of a day',
    inZone(() => {
      // 00:10 on Monday in Kyiv is still Sunday in UTC and in New York.
      expect(schoolToday(new Date('2026-11-29T22:10:00Z'))).toBe('2026-11-30');
      // 23:50 on Sunday in Kyiv.
      expect(schoolToday(new Date('2026-11-29T21:50:00Z'))).toBe('2026-11-29');
      expect(schoolToday('2026-12-31T21:59:00Z')).toBe('2026-12-31');
      expect(schoolToday('2026-12-31T22:00:00Z')).toBe('2027-01-01');
    }),
  );

  it(
    'knows a Sunday at the school, whatever day it is elsewhere',
    inZone(() => {
      expect(isSchoolSunday('2026-11-29T21:50:00Z')).toBe(true); // Sunday 23:50 in Kyiv
      expect(isSchoolSunday('2026-11-29T22:10:00Z')).toBe(false); // Monday 00:10 in Kyiv
      expect(isSchoolSunday('2026-11-28T22:10:00Z')).toBe(true); // Sunday 00:10 in Kyiv, Saturday in UTC
      // The spring switch day is a Sunday of 23 hours: still Sunday at its last minute.
      expect(isSchoolSunday('2027-03-28T20:59:00Z')).toBe(true);
      expect(isSchoolSunday('2027-03-28T21:00:00Z')).toBe(false);
    }),
  );

  it(
    'steps calendar dates across a year end, a leap day and both switches',
    inZone(() => {
      expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
      expect(shiftDate('2027-01-01', -1)).toBe('2026-12-31');
      expect(shiftDate('2028-02-28', 1)).toBe('2028-02-29');
      expect(shiftDate('2028-02-29', 1)).toBe('2028-03-01');
      expect(shiftDate('2027-02-28', 1)).toBe('2027-03-01');
      expect(shiftDate('2027-03-27', 1)).toBe('2027-03-28');
      expect(shiftDate('2027-03-28', 1)).toBe('2027-03-29');
      expect(shiftDate('2027-10-31', 1)).toBe('2027-11-01');
      expect(shiftDate('2027-03-21', 14)).toBe('2027-04-04');
      expect(shiftMonth('2028-01-31', 1)).toBe('2028-02-29');
      expect(daysBetween('2027-03-01', '2027-03-31')).toBe(30);
      expect(daysBetween('2027-10-31', '2027-11-01')).toBe(1);
      expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
      expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1);
      expect(shiftMonth('2026-12-01', 1)).toBe('2027-01-01');
      expect(shiftMonth('2026-01-01', -1)).toBe('2025-12-01');
    }),
  );

  it(
    'names weekdays and starts weeks on Monday',
    inZone(() => {
      expect(weekdayOf('2026-11-29')).toBe(7);
      expect(weekdayOf('2026-11-30')).toBe(1);
      expect(weekdayOf('2028-02-29')).toBe(2);
      expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
      expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
      expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
      expect(weekStartOf('2027-03-28')).toBe('2027-03-22');
      expect(weekStartOf('2027-10-31')).toBe('2027-10-25');
    }),
  );

  it(
    'finds the next date of a weekday from the school’s today',
    inZone(() => {
      const saturday = new Date('2026-11-21T10:00:00.000Z');
      expect(nextDateOn(1, saturday)).toBe('2026-11-23');
      expect(nextDateOn(6, saturday)).toBe('2026-11-21');
      // 23:30 UTC on Saturday is already Sunday in Kyiv.
      expect(nextDateOn(7, new Date('2026-11-21T23:30:00.000Z'))).toBe('2026-11-22');
      expect(nextDateOn(5, new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
    }),
  );

  it(
    'writes a school wall-clock time with the offset of its day',
    inZone(() => {
      expect(atSchoolTime('2026-11-23', '18:00')).toBe('2026-11-23T18:00:00.000+02:00');
      expect(atSchoolTime('2026-07-06', '18:00')).toBe('2026-07-06T18:00:00.000+03:00');
      // The spring switch: 02:30 is still winter, 04:30 summer; 03:30 is skipped and moves on.
      expect(atSchoolTime('2027-03-28', '02:30')).toBe('2027-03-28T02:30:00.000+02:00');
      expect(atSchoolTime('2027-03-28', '04:30')).toBe('2027-03-28T04:30:00.000+03:00');
      expect(Date.parse(atSchoolTime('2027-03-28', '03:30'))).toBe(Date.parse('2027-03-28T01:30:00Z'));
      // The autumn switch: 18:00 is winter again.
      expect(atSchoolTime('2027-10-31', '18:00')).toBe('2027-10-31T18:00:00.000+02:00');
      expect(atSchoolTime('2027-10-30', '18:00')).toBe('2027-10-30T18:00:00.000+03:00');
      // Another zone's wall-clock time, for a viewer's field.
      expect(Date.parse(atSchoolTime('2026-11-23', '18:00', 'America/New_York'))).toBe(
        Date.parse('2026-11-23T23:00:00Z'),
      );
    }),
  );

  it(
    'keeps lengths in real minutes across a switch, written in school time',
    inZone(() => {
      // A 90-minute lesson from 02:30 on the spring switch ends at 05:00 summer time.
      expect(addMinutesIso('2027-03-28T02:30:00.000+02:00', 90)).toBe('2027-03-28T05:00:00.000+03:00');
      // And from 03:30 summer time on the autumn switch day, at 04:00 winter time.
      expect(addMinutesIso('2027-10-31T03:30:00.000+03:00', 90)).toBe('2027-10-31T04:00:00.000+02:00');
      expect(schoolNow(new Date('2028-02-29T21:59:00Z'))).toBe('2028-02-29T23:59:00.000+02:00');
      expect(schoolDateOf('2028-02-29T22:00:00Z')).toBe('2028-03-01');
      expect(wallClockOf('2026-11-23T16:00:00Z')).toBe('2026-11-23T18:00');
      expect(wallClockOf('2026-11-23T16:00:00Z', 'America/New_York')).toBe('2026-11-23T11:00');
      expect(instantOfWallClock('2027-03-28T04:30')).toBe('2027-03-28T01:30:00.000Z');
      expect(instantOfWallClock('2027-10-31T18:00')).toBe('2027-10-31T16:00:00.000Z');
      expect(instantOfWallClock('2027-02-29T18:00')).toBeNull();
      expect(instantOfWallClock('2027-02-28')).toBeNull();
    }),
  );

  it(
    'knows the school’s zone under the older names browsers still report',
    inZone(() => {
      expect(isSchoolZone('Europe/Kyiv')).toBe(true);
      expect(isSchoolZone('Europe/Kiev')).toBe(true);
      expect(isSchoolZone('Europe/Warsaw')).toBe(false);
      expect(isSchoolZone('Europe/Chisinau')).toBe(false);
    }),
  );

  it(
    'tells real calendar dates from malformed ones',
    inZone(() => {
      expect(isCalendarDate('2028-02-29')).toBe(true);
      expect(isCalendarDate('2027-02-29')).toBe(false);
      expect(isCalendarDate('2026-13-01')).toBe(false);
      expect(isCalendarDate('2026-11-31')).toBe(false);
      expect(isCalendarDate('2026-1-01')).toBe(false);
      expect(isCalendarDate('yesterday')).toBe(false);
    }),
  );
});
