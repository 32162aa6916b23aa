import type { Course, CourseListItem } from '../../generated/model';
import { type CourseRow, modulesOf } from '../db/courses';
import { lessonsOf } from '../db/lessons';
import { personRef } from '../db/person-ref';
import { programs } from '../db/programs';
import { usefulLinksOf } from '../db/useful-links';
import { SCHOOL_TIME_ZONE, schoolToday } from '../../time/school-time';
import { courseStatus } from '../rules/course-status';
import { isOpenLesson, lessonStatus } from '../rules/lesson-status';
import * as clock from '../../time/clock';

/** The API's ProgramRef of a program. */
export const programRef = (id: number) => {
  const program = programs.byId(id);
  return { id, name: program?.name ?? '', name_en: program?.name_en ?? '' };
};

/** Where a course stands: its status (finished once the last lesson is completed), lessons done, the next lesson. */
export function courseProgress(course: CourseRow, now = clock.now()) {
  const lessons = lessonsOf(course.id);
  const next = lessons.find((lesson) => isOpenLesson(lessonStatus(lesson, now)));
  return {
    status: courseStatus(course, lessons.at(-1), schoolToday(now)),
    lessons_total: lessons.length,
    lessons_completed: lessons.filter((lesson) => lesson.completed).length,
    next_lesson: next ? { id: next.id, starts_at: next.starts_at } : null,
  };
}

/**
 * A course as a row of a list; `studentId` is whose course it is. The teacher's list names the
 * student of an individual course (it has one) and none for a group.
 */
export function courseListItem(course: CourseRow, studentId?: number, now = clock.now()): CourseListItem {
  const whose = studentId ?? (course.kind === 'individual' ? course.student_ids[0] : undefined);
  return {
    id: course.id,
    kind: course.kind,
    name: course.name,
    program: programRef(course.program_id),
    teacher: personRef(course.teacher_id),
    audience: course.audience,
    level: course.level,
    format: course.format,
    course_type: course.course_type,
    start_date: course.start_date,
    end_date: course.end_date,
    schedule: course.schedule,
    time_zone: SCHOOL_TIME_ZONE,
    ...courseProgress(course, now),
    student: whose === undefined ? null : personRef(whose),
    training: course.training,
  };
}

/** A course's general information, in the view of `studentId` (none for the teacher). */
export function courseDetail(course: CourseRow, studentId?: number): Course {
  const online = course.format === 'online';
  return {
    ...courseListItem(course, studentId),
    room: online ? null : course.room,
    zoom_link: online ? course.zoom_link : null,
    zoom_id: online ? course.zoom_id : null,
    zoom_passcode: online ? course.zoom_passcode : null,
    books: course.books,
    price: course.price,
    price_unit: course.price_unit,
    seats_total: course.seats_total,
    students_count: course.student_ids.length,
    modules: modulesOf(course.id).map(({ id, number, name, name_en }) => ({ id, number, name, name_en })),
    company_name: course.company_name,
    useful_links: usefulLinksOf(course),
  };
}
