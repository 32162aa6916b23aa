// The addresses of the corporate student's detail pages, found on the seeded school once signed
// in as corp.student@demo.school: the ids are the school's, not written here.
import { listAssignments } from '@cabinet/api/assignments';
import { listCourses } from '@cabinet/api/courses';
import { listLessons } from '@cabinet/api/lessons';
import type { Assignment, CourseKind } from '@cabinet/api/model';
import { listPaidPretests } from '@cabinet/api/paid-pretests';
import { COURSES_PER_PAGE } from '../../features/courses/CourseList';
import { paths } from '../../shared/paths';

const student = paths.corporateStudent;

/** The first card of the employee's groups or individual lessons. */
async function firstListed(kind: CourseKind): Promise<number> {
  const course = (await listCourses({ kind, page: 1, per_page: COURSES_PER_PAGE })).data[0];
  if (!course) throw new Error(`The seeded employee has a course of the kind "${kind}".`);
  return course.id;
}

/** The first lesson still to come of a course, as its schedule opens it. */
async function firstUpcomingLesson(course: number): Promise<number> {
  const lessons = (await listLessons(course, { per_page: 100 })).data;
  const lesson = lessons.find((item) => item.status === 'upcoming') ?? lessons[0];
  if (!lesson) throw new Error('The seeded course has lessons.');
  return lesson.id;
}

/** The first group's task or test of a kind: one still to do if there is, else the last given. */
async function groupAssignment(kind: Assignment['kind']): Promise<{ group: number; task: number }> {
  const group = await firstListed('group');
  const given = (await listAssignments(group)).data.filter((each) => each.kind === kind);
  const task = given.find((each) => each.work?.can_edit) ?? given.at(-1);
  if (!task) throw new Error(`The seeded group has a ${kind}.`);
  return { group, task: task.id };
}

/** A page of the employee's first group. */
export const groupPage = (page: 'group' | 'groupSchedule' | 'groupTasks' | 'groupSummary') => async () =>
  student[page].to(await firstListed('group'));

/** The first lesson to come of the employee's first group. */
export async function groupLesson(): Promise<string> {
  const group = await firstListed('group');
  return student.groupLesson.to(group, await firstUpcomingLesson(group));
}

/** A written task of the first group, its page with the employee's answer. */
export async function groupTask(): Promise<string> {
  const { group, task } = await groupAssignment('task');
  return student.groupTask.to(group, task);
}

/** A test of the first group still to take, its page. */
export async function groupTest(): Promise<string> {
  const { group, task } = await groupAssignment('test');
  return student.groupTest.to(group, task);
}

/** A page of the employee's first individual course. */
export const individualPage = (page: 'individual' | 'individualSchedule') => async () =>
  student[page].to(await firstListed('individual'));

/** The first lesson to come of the employee's first individual course. */
export async function individualLesson(): Promise<string> {
  const course = await firstListed('individual');
  return student.individualLesson.to(course, await firstUpcomingLesson(course));
}

/** The employee's finished corporate test, its result as the assigned tests link it. */
export async function paidTestResult(): Promise<string> {
  const test = (await listPaidPretests()).data.find((each) => each.status === 'finished');
  if (!test) throw new Error('The seeded employee finished a corporate test.');
  return student.paidPlacementTestResult.to(test.id, 'general');
}
