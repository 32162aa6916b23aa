import type { CourseRow } from '../db/courses';
import { GROUP_SIZE_MAX } from './recruitment';

/**
 * Deactivating an employee takes them out of the company's courses, keeping them aside on each
 * course; nothing they did (attendance, work, results) is touched, as it is keyed by the student.
 * Returns the courses changed.
 */
export function leaveCourses(courses: readonly CourseRow[], studentId: number): CourseRow[] {
  const left = courses.filter((course) => course.student_ids.includes(studentId));
  for (const course of left) {
    course.student_ids = course.student_ids.filter((id) => id !== studentId);
    course.inactive_student_ids = [...course.inactive_student_ids, studentId];
  }
  return left;
}

/** Restoring puts the employee back in every course they left, where they were. */
export function returnToCourses(courses: readonly CourseRow[], studentId: number): CourseRow[] {
  const back = courses.filter((course) => course.inactive_student_ids.includes(studentId));
  for (const course of back) {
    course.inactive_student_ids = course.inactive_student_ids.filter((id) => id !== studentId);
    course.student_ids = [...course.student_ids, studentId];
  }
  return back;
}

/** The groups the employee would return to that have since filled up: a group takes 10 at most. */
export const fullGroupsToReturnTo = (courses: readonly CourseRow[], studentId: number): CourseRow[] =>
  courses.filter(
    (course) =>
      course.kind === 'group' &&
      course.inactive_student_ids.includes(studentId) &&
      course.student_ids.length >= GROUP_SIZE_MAX,
  );
