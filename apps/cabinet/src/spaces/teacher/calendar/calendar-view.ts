import type { CalendarEvent } from '@cabinet/api/model';
import { isCalendarDate, shiftDate, shiftMonth, weekStartOf } from '@cabinet/api/time';
import { lessonHref } from '../../../shared/course-view-hrefs';
import { paths } from '../../../shared/paths';
import { teacherGroupView } from '../groups/course-view';
import { substitutedIndividualView, teacherIndividualView } from '../individuals/course-views';

/** The calendar's views (week, month, day, list), as the address names them. */
export const CALENDAR_VIEWS = ['week', 'month', 'day', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The calendar library's view of each of ours; the list shows a week at a time. */
export const LIBRARY_VIEW: Record<CalendarView, string> = {
  week: 'timeGridWeek',
  month: 'dayGridMonth',
  day: 'timeGridDay',
  list: 'listWeek',
};

/**
 * The library's view on a screen: on a phone a week's seven time columns are too narrow for
 * lessons that overlap, so its days stack their items as rows (a day grid week) instead.
 */
export const libraryView = (view: CalendarView, phone: boolean): string =>
  phone && view === 'week' ? 'dayGridWeek' : LIBRARY_VIEW[view];

const isDate = (value: string | null): value is string => value !== null && isCalendarDate(value);

/**
 * The view and day the address asks for (`?view=month&date=2026-11-21`): an unknown view gives the
 * default one (the list on a phone, the week elsewhere), a missing or malformed day gives today.
 */
export function readCalendarQuery(
  search: URLSearchParams,
  today: string,
  phone: boolean,
): { view: CalendarView; date: string } {
  const view = search.get('view');
  const date = search.get('date');
  return {
    view: CALENDAR_VIEWS.find((known) => known === view) ?? (phone ? 'list' : 'week'),
    date: isDate(date) ? date : today,
  };
}

/** The address query of a view and a day. */
export const calendarQuery = (view: CalendarView, date: string): string =>
  new URLSearchParams({ view, date }).toString();

/**
 * The days a view shows around a day, both included: a week (and the list) from Monday to Sunday,
 * one day, or a month's grid of six weeks from the Monday on or before its first (42 days, within
 * the 62 days the calendar may ask for at once).
 */
export function visibleRange(view: CalendarView, date: string): { from: string; to: string } {
  if (view === 'day') return { from: date, to: date };
  if (view === 'month') {
    const from = weekStartOf(`${date.slice(0, 8)}01`);
    return { from, to: shiftDate(from, 41) };
  }
  const from = weekStartOf(date);
  return { from, to: shiftDate(from, 6) };
}

/** The day the previous (-1) or next (+1) button opens: a week, a day or a month away (the 1st). */
export function stepDate(view: CalendarView, date: string, direction: -1 | 1): string {
  if (view === 'day') return shiftDate(date, direction);
  if (view === 'month') {
    return shiftMonth(`${date.slice(0, 8)}01`, direction);
  }
  return shiftDate(date, 7 * direction);
}

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** The heading of what a view shows: "16–22 листопада 2026 р.", "листопад 2026 р.", a day. */
export function rangeTitle(view: CalendarView, date: string, language: 'uk' | 'en'): string {
  const locale = language === 'en' ? 'en-GB' : 'uk-UA';
  if (view === 'month') {
    return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
      noon(date),
    );
  }
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(view === 'day' ? { weekday: 'long' } : {}),
  });
  if (view === 'day') return format.format(noon(date));
  const { from } = visibleRange(view, date);
  return format.formatRange(noon(from), noon(shiftDate(from, 6)));
}

/**
 * A tutor's lesson of a TKT or TYLT group: their own under their groups, one taken over from
 * another tutor under the group substitution pages (the tutor's space's addresses).
 */
function trainingLessonHref(
  training: 'tkt' | 'tylt',
  takenOver: boolean,
  courseId: number,
  lessonId: number,
): string {
  const tutor = paths.tutor;
  const group = takenOver
    ? training === 'tkt'
      ? tutor.tktSubstitute
      : tutor.tyltSubstitute
    : training === 'tkt'
      ? tutor.tkt
      : tutor.tylt;
  return group.lesson.to(courseId, lessonId);
}

/**
 * A company's lesson, under the corporate teacher's groups (a trial lesson on its own page) or
 * individual lessons (the corporate teacher's space's addresses).
 */
function companyLessonHref(group: boolean, courseId: number, lessonId: number, type: string): string {
  const corporate = paths.corporateTeacher;
  if (!group) return corporate.individualCourse.lesson.to(courseId, lessonId);
  return type === 'trial'
    ? corporate.groupCourse.trialLesson.to(courseId, lessonId)
    : corporate.groupCourse.lesson.to(courseId, lessonId);
}

/**
 * Where an item leads: a group lesson to its lesson page in the group, an individual
 * lesson to its lesson in the course's schedule, a club to the club; a company's lesson (the
 * corporate teacher's) to the same lesson under the corporate teacher's groups or individuals; an
 * individual lesson taken over opens under `/substitution-teacher`, where the substitute fills it
 * in; a group lesson taken over (a substitute has no group pages), and a company's
 * lesson taken over, open the substitutions page. A tutor's TKT or TYLT lesson opens in their
 * group, or under the group substitution pages when taken over.
 */
export function eventHref(event: CalendarEvent): string {
  if (event.kind === 'club' && event.club_id !== null) return paths.teacher.club.to(event.club_id);
  const { course_id: courseId, lesson_id: lessonId, company_name: company } = event;
  if (event.course_training && courseId !== null && lessonId !== null)
    return trainingLessonHref(event.course_training, event.kind === 'substitution', courseId, lessonId);
  if (courseId !== null && lessonId !== null && event.kind !== 'substitution') {
    const group = event.kind === 'group_lesson';
    if (company !== null) return companyLessonHref(group, courseId, lessonId, event.lesson_type ?? 'lesson');
    // The school's own lessons open as lessons: their views have no trial-lesson page.
    const lesson = { id: lessonId, type: 'lesson' };
    return lessonHref(group ? teacherGroupView : teacherIndividualView, courseId, lesson);
  }
  if (event.kind === 'substitution' && event.course_kind === 'individual' && company === null) {
    if (courseId !== null && lessonId !== null)
      return lessonHref(substitutedIndividualView, courseId, { id: lessonId, type: 'lesson' });
  }
  return paths.teacher.substitutions.to();
}
