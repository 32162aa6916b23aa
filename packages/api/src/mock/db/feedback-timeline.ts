import { courseStatus } from '../rules/course-status';
import type { CourseProgress } from '../rules/feedback-course-status';
import { type CourseRow, type ModuleRow, modulesOf } from './courses';
import { lessonsOf } from './lessons';
import { schoolToday } from '../../time/school-time';
import * as clock from '../../time/clock';

/** A module with the start of its first lesson and the end of its last. */
export type ModuleSpan = { module: ModuleRow; startsAt: string; endsAt: string };

const time = (iso: string) => new Date(iso).getTime();

/** The modules of a course with their time spans, in order; a module without lessons is left out. */
export function moduleSpans(courseId: number): ModuleSpan[] {
  const lessons = lessonsOf(courseId);
  return modulesOf(courseId).flatMap((module) => {
    const own = lessons.filter((lesson) => lesson.module_id === module.id);
    if (own.length === 0) return [];
    const first = own.reduce((a, b) => (time(a.starts_at) <= time(b.starts_at) ? a : b));
    const last = own.reduce((a, b) => (time(a.ends_at) >= time(b.ends_at) ? a : b));
    return [{ module, startsAt: first.starts_at, endsAt: last.ends_at }];
  });
}

/** The modules whose first lesson has started: they have student feedback. */
export const startedModules = (courseId: number, now = clock.now()): ModuleSpan[] =>
  moduleSpans(courseId).filter((span) => time(span.startsAt) <= now.getTime());

/** Whether the course finished (its last lesson is completed) and whether its last module started. */
export function courseProgress(course: CourseRow, now = clock.now()): CourseProgress {
  const lessons = lessonsOf(course.id);
  const lastLesson = lessons.reduce<(typeof lessons)[number] | undefined>(
    (last, lesson) => (!last || lesson.number > last.number ? lesson : last),
    undefined,
  );
  const spans = moduleSpans(course.id);
  const lastSpan = spans.at(-1);
  return {
    finished: courseStatus(course, lastLesson, schoolToday(now)) === 'finished',
    lastModuleStarted: lastSpan !== undefined && time(lastSpan.startsAt) <= now.getTime(),
  };
}
