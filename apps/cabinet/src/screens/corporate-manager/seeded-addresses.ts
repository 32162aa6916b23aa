// The addresses of the manager's detail pages, found on the seeded school once signed in as
// hr@demo.school: the ids are the school's, not written here.
import { listAssignments } from '@cabinet/api/assignments';
import { getCompanyEmployee, listCompanyEmployees } from '@cabinet/api/company';
import { listCourses } from '@cabinet/api/courses';
import { listLessons } from '@cabinet/api/lessons';
import type { CourseKind } from '@cabinet/api/model';
import { COURSES_PER_PAGE } from '../../features/courses/CourseList';
import { paths } from '../../shared/paths';

const manager = paths.corporateManager;

/** The demo employee whose learning the seed fills in: Andrii Bondar (corp.student@demo.school). */
export async function demoEmployee(): Promise<number> {
  const found = (await listCompanyEmployees({ search: 'corp.student@demo.school' })).data[0];
  if (!found) throw new Error('The seeded company has the demo employee.');
  return found.id;
}

/** The first card of the manager's groups or individual lessons. */
export async function firstListed(kind: CourseKind): Promise<number> {
  const course = (await listCourses({ kind, page: 1, per_page: COURSES_PER_PAGE })).data[0];
  if (!course) throw new Error(`The seeded company has a course of the kind "${kind}".`);
  return course.id;
}

/** The first lesson still to come of a course, as its schedule opens it. */
export async function firstUpcomingLesson(course: number): Promise<number> {
  const lessons = (await listLessons(course, { per_page: 100 })).data;
  const lesson = lessons.find((item) => item.status === 'upcoming') ?? lessons[0];
  if (!lesson) throw new Error('The seeded course has lessons.');
  return lesson.id;
}

/** The demo employee's page on a tab. */
export const employeePage = (tab?: 'learning-activity' | 'placements-tests' | 'certificates') => async () =>
  manager.student.to(await demoEmployee(), tab);

/** The demo employee's entry test result, as the placement tests tab links it. */
export async function employeeEntryResult(): Promise<string> {
  const id = await demoEmployee();
  const test = (await getCompanyEmployee(id)).data.entry_tests[0];
  if (!test) throw new Error('The demo employee took an entry test.');
  return manager.studentResult.to(id, test.attempt.id);
}

/** The demo employee's finished corporate test, as the placement tests tab links it. */
export async function employeePaidResult(): Promise<string> {
  const id = await demoEmployee();
  const test = (await getCompanyEmployee(id)).data.paid_tests.find((each) => each.status === 'finished');
  if (!test) throw new Error('The demo employee finished a corporate test.');
  return manager.studentPaidResult.to(id, test.id);
}

/** A page of the manager's first group. */
export const groupPage =
  (page: 'general' | 'students' | 'schedule' | 'assignedTasks' | 'summary' | 'feedback') => async () =>
    manager.groupCourse[page].to(await firstListed('group'));

/** The first lesson to come of the manager's first group. */
export async function groupLesson(): Promise<string> {
  const group = await firstListed('group');
  return manager.groupCourse.lesson.to(group, await firstUpcomingLesson(group));
}

/** The first written task (not a test) of the manager's first group, with its students' work. */
export async function groupTask(): Promise<string> {
  const group = await firstListed('group');
  const task = (await listAssignments(group)).data.find((each) => each.kind === 'task');
  if (!task) throw new Error('The seeded group has a task.');
  return manager.groupCourse.task.to(group, task.id);
}

/** A page of the manager's first individual course. */
export const individualPage = (page: 'general' | 'schedule') => async () =>
  manager.individualCourse[page].to(await firstListed('individual'));

/** The first lesson to come of the manager's first individual course. */
export async function individualLesson(): Promise<string> {
  const course = await firstListed('individual');
  return manager.individualCourse.lesson.to(course, await firstUpcomingLesson(course));
}
