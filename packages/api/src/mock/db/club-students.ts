import { isGroupStudent } from '../rules/clubs';
import { courseStatus } from '../rules/course-status';
import type { Audience } from './programs';
import { type CourseRow, courses, coursesOfStudent } from './courses';
import { lessonsOf } from './lessons';
import { schoolToday } from '../../time/school-time';

/** A course's status today, from its last lesson. */
export function courseStatusToday(course: CourseRow, today = schoolToday()) {
  const last = lessonsOf(course.id).reduce<{ number: number; completed: boolean } | undefined>(
    (latest, lesson) => (!latest || lesson.number > latest.number ? lesson : latest),
    undefined,
  );
  return courseStatus(course, last, today);
}

/** A group student (one with a group course in progress) gets one free club place a week. */
export const isGroupStudentNow = (studentId: number): boolean =>
  isGroupStudent(
    coursesOfStudent(studentId).map((course) => ({ kind: course.kind, status: courseStatusToday(course) })),
  );

/** Every group student of today. */
export const groupStudentIds = (): Set<number> =>
  new Set(
    courses
      .where((course) => course.kind === 'group' && courseStatusToday(course) === 'in_progress')
      .flatMap((course) => course.student_ids),
  );

/** The school's students by the audience of their courses (each student once per audience). */
export const studentsByAudience = (): Record<Audience, number[]> => {
  const pools: Record<Audience, Set<number>> = { adults: new Set(), teenagers: new Set(), kids: new Set() };
  // The school's own courses: a company's employees are seeded into clubs of their own.
  for (const course of courses.where((row) => row.company_name === null && row.training === null))
    for (const id of course.student_ids) pools[course.audience].add(id);
  return { adults: [...pools.adults], teenagers: [...pools.teenagers], kids: [...pools.kids] };
};
