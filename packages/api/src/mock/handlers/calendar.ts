import { getListCalendarEventsMockHandler } from '../../generated/calendar/calendar.msw';
import type { CalendarEvent } from '../../generated/model';
import { ListCalendarEventsQueryParams } from '../../generated/zod/calendar/calendar';
import { clubs } from '../db/clubs';
import { coursesOfTeacher, courses } from '../db/courses';
import { lessons } from '../db/lessons';
import { approvedByLesson, substitutions } from '../db/substitutions';
import { schoolToday } from '../../time/school-time';
import { calendarRangeFault } from '../rules/calendar';
import { lessonStatus } from '../rules/lesson-status';
import { listOf } from './paging';
import { requireSpaces, TEACHING_SPACES } from './teaching-space';
import * as clock from '../../time/clock';
import { fail } from './respond';
import { parseQuery } from './request-params';

const NONE = {
  course_id: null,
  course_kind: null,
  company_name: null,
  course_training: null,
  lesson_id: null,
  lesson_number: null,
  lesson_type: null,
  club_id: null,
  substitution_id: null,
} as const;

export const calendarHandlers = [
  getListCalendarEventsMockHandler(({ request }) => {
    const user = requireSpaces(request, TEACHING_SPACES);
    const { from, to } = parseQuery(request, ListCalendarEventsQueryParams);
    const fault = calendarRangeFault(from, to);
    if (fault) fail(422, 'validation_failed', `The given data was invalid: ${fault}.`, { field: fault });
    const now = clock.now();
    const inRange = (iso: string) => {
      const day = schoolToday(new Date(iso));
      return day >= from && day <= to;
    };
    const approved = approvedByLesson(substitutions.rows);
    const events: CalendarEvent[] = [];

    const taught = new Set(coursesOfTeacher(user.id).map((course) => course.id));
    const courseOf = new Map(courses.rows.map((course) => [course.id, course]));
    for (const lesson of lessons.rows) {
      if (!inRange(lesson.starts_at)) continue;
      const course = courseOf.get(lesson.course_id);
      if (!course) continue;
      const substitution = approved.get(lesson.id);
      const mine = taught.has(course.id) && substitution === undefined;
      const takenOver = substitution?.substitute_id === user.id;
      if (!mine && !takenOver) continue;
      events.push({
        ...NONE,
        id: `${takenOver ? 'substitution' : 'lesson'}-${takenOver ? substitution?.id : lesson.id}`,
        kind: takenOver ? 'substitution' : course.kind === 'group' ? 'group_lesson' : 'individual_lesson',
        starts_at: lesson.starts_at,
        ends_at: lesson.ends_at,
        title: course.name,
        title_en: course.name,
        course_id: course.id,
        course_kind: course.kind,
        company_name: course.company_name,
        course_training: course.training,
        lesson_id: lesson.id,
        lesson_number: lesson.number,
        lesson_type: lesson.type,
        status: lessonStatus(lesson, now),
        substitution_id: takenOver ? (substitution?.id ?? null) : null,
      });
    }
    // A company's lessons the caller took over (they have no lesson page here).
    for (const row of substitutions.rows) {
      if (row.lesson_id !== null || row.state !== 'approved' || row.substitute_id !== user.id) continue;
      if (!inRange(row.starts_at)) continue;
      events.push({
        ...NONE,
        id: `substitution-${row.id}`,
        kind: 'substitution',
        starts_at: row.starts_at,
        ends_at: row.ends_at,
        title: row.course_name,
        title_en: row.course_name,
        course_kind: row.kind === 'corporate_individual' ? 'individual' : 'group',
        lesson_number: row.lesson_number,
        status: lessonStatus({ ...row, completed: Date.parse(row.ends_at) <= now.getTime() }, now),
        substitution_id: row.id,
      });
    }
    for (const club of clubs.where((c) => c.teacher_id === user.id && inRange(c.starts_at))) {
      events.push({
        ...NONE,
        id: `club-${club.id}`,
        kind: 'club',
        starts_at: club.starts_at,
        ends_at: club.ends_at,
        title: club.name,
        title_en: club.name_en,
        status: lessonStatus({ ...club, completed: Date.parse(club.ends_at) <= now.getTime() }, now),
        club_id: club.id,
      });
    }
    events.sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at) || a.id.localeCompare(b.id));
    return listOf(events);
  }),
];
