import type { CatchUp, CourseListItem, LessonListItem, PersonRef, ScheduleSlot } from '@cabinet/api/model';
import { SCHOOL_TIME_ZONE, atSchoolTime, clock, nextDateOn, viewerTimeZone } from '@cabinet/api/time';

import { type Language } from '../../shared/in-language';

const locale = (language: Language) => (language === 'en' ? 'en-GB' : 'uk');

function slotText(start: number, end: number, language: Language, zone: string): string {
  const day = new Intl.DateTimeFormat(locale(language), { timeZone: zone, weekday: 'long' });
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day.format(start)}, ${time.format(start)}–${time.format(end)}`;
}

/**
 * A weekly slot (wall-clock time in the school's zone) as "понеділок, 18:00–19:30", and in the
 * viewer's zone when it reads otherwise, measured on the slot's next date (the offset between two
 * zones changes with summer time).
 */
export function weeklySlot(
  slot: ScheduleSlot,
  language: Language,
  now = clock.now(),
  zone = viewerTimeZone(),
): { school: string; viewer: string | null } {
  const start = Date.parse(atSchoolTime(nextDateOn(slot.weekday, now), slot.start_time));
  const end = start + slot.duration_minutes * 60_000;
  const school = slotText(start, end, language, SCHOOL_TIME_ZONE);
  const viewer = slotText(start, end, language, zone);
  return { school, viewer: viewer === school ? null : viewer };
}

/** A file's size: "180 КБ", "1,2 МБ" / "180 KB", "1.2 MB". */
export function formatFileSize(bytes: number, language: Language): string {
  const units = language === 'en' ? ['B', 'KB', 'MB', 'GB'] : ['Б', 'КБ', 'МБ', 'ГБ'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale(language), { maximumFractionDigits: value < 10 ? 1 : 0 });
  return `${number.format(value)} ${units[unit]}`;
}

/** A parent's courses by child, children in the order the list names them first. */
export function coursesByChild(
  rows: readonly CourseListItem[],
): { student: PersonRef | null; courses: CourseListItem[] }[] {
  const groups = new Map<number, { student: PersonRef | null; courses: CourseListItem[] }>();
  for (const row of rows) {
    const key = row.student?.id ?? 0;
    const group = groups.get(key) ?? { student: row.student, courses: [] };
    group.courses.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A student's courses by status, in the list's order: in progress, waiting for the start, finished. */
export function coursesByStatus(
  rows: readonly CourseListItem[],
): { status: CourseListItem['status']; courses: CourseListItem[] }[] {
  const order: CourseListItem['status'][] = ['in_progress', 'waiting_for_start', 'finished'];
  return order
    .map((status) => ({ status, courses: rows.filter((row) => row.status === status) }))
    .filter((group) => group.courses.length > 0);
}

/** A schedule's lessons by module, in the modules' order; lessons of an unknown module come last. */
export function lessonsByModule<M extends { id: number }>(
  lessons: readonly LessonListItem[],
  modules: readonly M[],
): { module: M | null; lessons: LessonListItem[] }[] {
  const known = modules
    .map((module) => ({ module, lessons: lessons.filter((lesson) => lesson.module_id === module.id) }))
    .filter((group) => group.lessons.length > 0);
  const rest = lessons.filter((lesson) => !modules.some((module) => module.id === lesson.module_id));
  return rest.length > 0 ? [...known, { module: null, lessons: rest }] : known;
}

/** A whole-number percent of done out of total (0 when there is nothing). */
export const percentOf = (done: number, total: number): number =>
  total > 0 ? Math.round((done / total) * 100) : 0;

/**
 * The `student_id` of a call: a parent names the child; a student's call has none (no parameters
 * at all, so the query key is the one the course frame uses for the same course).
 */
export const studentParams = (studentId: number | undefined): { student_id: number } | undefined =>
  studentId === undefined ? undefined : { student_id: studentId };

/** Catch-up lessons as their page lists them: the coming and running ones, then the past (newest first). */
export function catchUpsAheadAndPast<T extends Pick<CatchUp, 'status'>>(rows: readonly T[]) {
  return {
    ahead: rows.filter((row) => row.status === 'upcoming' || row.status === 'in_progress'),
    past: rows.filter((row) => row.status === 'completed' || row.status === 'incomplete').reverse(),
  };
}
