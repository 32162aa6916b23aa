import { schoolCourses } from './courses';
import { lessonsOf } from './lessons';
import { DEMO } from './world/people';
import { randomFor } from './world/random';
import { addMinutesIso, atSchoolTime, schoolToday, shiftDate } from '../../time/school-time';
import { createTable } from './table';
import * as clock from '../../time/clock';

/** A catch-up lesson for a student who missed a lesson, with the course's teacher. */
export type CatchUpRow = {
  id: number;
  course_id: number;
  student_id: number;
  teacher_id: number;
  /** The missed lesson. */
  lesson_id: number;
  starts_at: string;
  ends_at: string;
  /** Marked completed by the teacher; otherwise the status follows the clock. */
  completed: boolean;
};

export const CATCH_UP_MINUTES = 60;

/**
 * Catch-ups for some absences in completed lessons, two to four days after the missed lesson:
 * past ones mostly completed (some incomplete), recent ones upcoming. Every absence of the demo
 * student gets one: the one after their latest absence in a running course is always still
 * ahead, past ones are completed but the latest past one is left unmarked (incomplete), so the
 * demo shows every status.
 */
export const catchUps = createTable<CatchUpRow>('catchUps', () => {
  const random = randomFor('catch-ups');
  const now = clock.nowMs();
  const today = schoolToday();
  const demo = DEMO.student();
  const rows: CatchUpRow[] = [];
  for (const course of schoolCourses()) {
    const all = lessonsOf(course.id);
    const running = new Date(all.at(-1)?.ends_at ?? 0).getTime() > now;
    const lessons = all.filter((lesson) => lesson.completed);
    const lastDemoAbsence = running
      ? lessons.filter((lesson) => lesson.attendance[String(demo)] === false).at(-1)
      : undefined;
    for (const lesson of lessons) {
      for (const [id, present] of Object.entries(lesson.attendance)) {
        const studentId = Number(id);
        if (present || (studentId !== demo && !random.chance(0.35))) continue;
        let date = shiftDate(lesson.starts_at.slice(0, 10), random.int(2, 4));
        if (lesson === lastDemoAbsence && date <= today) date = shiftDate(today, 2);
        const startsAt = atSchoolTime(date, random.pick(['10:00', '14:00', '17:00']));
        const endsAt = addMinutesIso(startsAt, CATCH_UP_MINUTES);
        const past = new Date(endsAt).getTime() < now;
        rows.push({
          id: rows.length + 1,
          course_id: course.id,
          student_id: studentId,
          teacher_id: course.teacher_id,
          lesson_id: lesson.id,
          starts_at: startsAt,
          ends_at: endsAt,
          completed: past && (studentId === demo || random.chance(0.85)),
        });
      }
    }
  }
  const demoPast = rows
    .filter((row) => row.student_id === demo && new Date(row.ends_at).getTime() < now)
    .sort((a, b) => new Date(a.ends_at).getTime() - new Date(b.ends_at).getTime());
  const lastPast = demoPast.at(-1);
  if (demoPast.length > 1 && lastPast) lastPast.completed = false;
  return rows;
});

export const catchUpsOf = (courseId: number): CatchUpRow[] =>
  catchUps.where((row) => row.course_id === courseId);
