import { attendanceToOneDecimal } from './certificates';

/** A student's mark on one lesson, and whether a catch-up lesson made an absence up. */
export type AttendanceMark = { present: boolean; caughtUp: boolean };

export type AttendanceCounts = {
  attended: number;
  missed: number;
  excused: number;
  marked: number;
  percent: number | null;
};

/**
 * Counts a student's marked lessons: present, absent and made up by a completed catch-up lesson
 * (excused: the school keeps no other excuse), absent otherwise (missed). The percent is present
 * out of marked, to one decimal as the certificates give it; null when nothing was marked.
 */
export function attendanceCounts(marks: readonly AttendanceMark[]): AttendanceCounts {
  const attended = marks.filter((mark) => mark.present).length;
  const excused = marks.filter((mark) => !mark.present && mark.caughtUp).length;
  const marked = marks.length;
  return {
    attended,
    missed: marked - attended - excused,
    excused,
    marked,
    percent: marked === 0 ? null : attendanceToOneDecimal((attended / marked) * 100),
  };
}

/** Present out of marked, to one decimal; null when nothing was marked. */
export const presentPercent = (attended: number, marked: number): number | null =>
  marked === 0 ? null : attendanceToOneDecimal((attended / marked) * 100);
