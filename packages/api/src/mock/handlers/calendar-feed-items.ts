import type { CalendarItem } from '../../calendar';
import { addMinutesIso, wallClockOf, weekdayOf } from '../../time/school-time';
import * as clock from '../../time/clock';
import { users } from '../db';
import { assignments, isVisibleTo } from '../db/assignments';
import { bookingOf } from '../db/club-bookings';
import { cancelledPlaceOf } from '../db/club-cancellations';
import { clubs, type ClubRow } from '../db/clubs';
import { type CourseRow, courses } from '../db/courses';
import { eventRegistrations } from '../db/event-registrations';
import { events } from '../db/events';
import { type LessonRow, lessons } from '../db/lessons';
import { approvedByLesson, substitutions } from '../db/substitutions';

/** How far the feed reaches: two weeks back and eight weeks ahead (docs/rules-and-limits.md). */
export const FEED_DAYS_BACK = 14;
export const FEED_DAYS_AHEAD = 56;

export type FeedLanguage = 'uk' | 'en';

const TEXTS = {
  uk: {
    lesson: (n: number) => `заняття ${n}`,
    club: 'Клуб',
    deadline: 'Тест: термін здачі',
    moved: 'Перенесено з звичного часу розкладу.',
    substitute: (name: string) => `Веде вчитель на заміні: ${name}.`,
    cancelled: 'Скасовано.',
    room: (room: string) => `Аудиторія ${room}`,
    join: 'Приєднатися',
  },
  en: {
    lesson: (n: number) => `lesson ${n}`,
    club: 'Club',
    deadline: 'Test due',
    moved: 'Moved from its usual time in the schedule.',
    substitute: (name: string) => `Taught by a substitute teacher: ${name}.`,
    cancelled: 'Cancelled.',
    room: (room: string) => `Room ${room}`,
    join: 'Join',
  },
} as const;

const nameOf = (userId: number, language: FeedLanguage): string => {
  const user = users.byId(userId);
  return (language === 'en' ? user?.nameEn : null) ?? user?.name ?? '';
};

/** A lesson away from its course's weekly slot was moved (a test's date is moved by its teacher). */
function isMoved(lesson: LessonRow, course: CourseRow): boolean {
  const wallClock = wallClockOf(lesson.starts_at);
  const weekday = weekdayOf(wallClock.slice(0, 10));
  const time = wallClock.slice(11, 16);
  return (
    course.schedule.length > 0 &&
    !course.schedule.some((slot) => slot.weekday === weekday && slot.start_time === time)
  );
}

const placeOf = (
  online: { zoom_link: string | null; room: string | null },
  language: FeedLanguage,
): string | undefined => online.zoom_link ?? (online.room ? TEXTS[language].room(online.room) : undefined);

/**
 * The items of a person's calendar feed within the window: the lessons of the courses they learn
 * in or teach (a lesson given to a substitute leaves its teacher's feed and joins the
 * substitute's), the clubs they booked or lead, the events they hold a place at, and the
 * deadlines of the tests appointed to them, earliest first.
 */
export function feedItemsOf(personId: number, language: FeedLanguage, now = clock.now()): CalendarItem[] {
  const text = TEXTS[language];
  const from = now.getTime() - FEED_DAYS_BACK * 86_400_000;
  const to = now.getTime() + FEED_DAYS_AHEAD * 86_400_000;
  const within = (iso: string) => {
    const at = Date.parse(iso);
    return at >= from && at <= to;
  };
  const items: CalendarItem[] = [];
  const approved = approvedByLesson(substitutions.rows);
  const courseOf = new Map(courses.rows.map((course) => [course.id, course]));

  for (const lesson of lessons.rows) {
    if (!within(lesson.starts_at)) continue;
    const course = courseOf.get(lesson.course_id);
    if (!course) continue;
    const substitution = approved.get(lesson.id);
    const learner = course.student_ids.includes(personId);
    const teaches = course.teacher_id === personId && substitution === undefined;
    const substitutes = substitution?.substitute_id === personId;
    if (!learner && !teaches && !substitutes) continue;
    const notes = [
      lesson.late_cancel ? text.cancelled : null,
      isMoved(lesson, course) ? text.moved : null,
      substitution?.substitute_id ? text.substitute(nameOf(substitution.substitute_id, language)) : null,
    ].filter((note): note is string => note !== null);
    items.push({
      uid: `lesson-${lesson.id}@school.example.org`,
      start: lesson.starts_at,
      end: lesson.ends_at,
      title: `${course.name} · ${text.lesson(lesson.number)}`,
      description: lesson.topic,
      location: placeOf(course, language),
      status: lesson.late_cancel ? 'cancelled' : 'confirmed',
      note: notes.join(' ') || undefined,
    });
  }

  const clubItem = (club: ClubRow, cancelled: boolean): CalendarItem => ({
    uid: `club-${club.id}@school.example.org`,
    start: club.starts_at,
    end: club.ends_at,
    title: `${text.club}: ${language === 'en' ? club.name_en : club.name}`,
    description: language === 'en' ? club.description_en : club.description,
    location: club.zoom_link ?? (club.room_number ? text.room(club.room_number) : undefined),
    status: cancelled ? 'cancelled' : 'confirmed',
    note: cancelled ? text.cancelled : undefined,
  });
  for (const club of clubs.rows) {
    if (!within(club.starts_at)) continue;
    if (club.teacher_id === personId) items.push(clubItem(club, !club.enabled));
    else if (bookingOf(club.id, personId)) items.push(clubItem(club, !club.enabled));
    else if (cancelledPlaceOf(club.id, personId)) items.push(clubItem(club, true));
  }

  const held = new Set(
    eventRegistrations.where((row) => row.user_id === personId).map((row) => row.event_id),
  );
  for (const event of events.rows) {
    if (!held.has(event.id) || !within(event.starts_at)) continue;
    items.push({
      uid: `event-${event.id}@school.example.org`,
      start: event.starts_at,
      end: event.ends_at,
      title: language === 'en' ? event.title_en : event.title,
      description: language === 'en' ? event.description_en : event.description,
      location: event.online_link ?? (language === 'en' ? event.address_en : event.address) ?? undefined,
      status: event.enabled ? 'confirmed' : 'cancelled',
      note: event.enabled ? undefined : text.cancelled,
    });
  }

  for (const assignment of assignments.rows) {
    if (assignment.kind !== 'test' || !assignment.deadline || !within(assignment.deadline)) continue;
    if (!isVisibleTo(assignment, personId)) continue;
    const course = courseOf.get(assignment.course_id);
    items.push({
      uid: `test-deadline-${assignment.id}@school.example.org`,
      // A deadline is a moment: a quarter-hour item ending at it, so calendars show it at the hour.
      start: addMinutesIso(assignment.deadline, -15),
      end: assignment.deadline,
      title: `${text.deadline}: ${(language === 'en' ? assignment.title_en : null) ?? assignment.title}`,
      description: course?.name,
      status: 'confirmed',
    });
  }

  return items.sort((a, b) => Date.parse(String(a.start)) - Date.parse(String(b.start)));
}
