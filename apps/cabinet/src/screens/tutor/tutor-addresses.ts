// The addresses of the tutor's pages below the menu, found by asking the school once the tutor has
// signed in: the seed gives the groups, lessons, tasks and trainees their ids.
import { listCourseTaskWorks, listCourseTasks } from '@cabinet/api/course-tasks';
import { listCourses } from '@cabinet/api/courses';
import { listLessons } from '@cabinet/api/lessons';
import type { CourseListItem, CourseTask } from '@cabinet/api/model';
import { listTeacherStudents } from '@cabinet/api/students';
import { TUTOR_SEGMENT } from '../../features/course-tasks/course-task-kinds';
import { paths } from '../../shared/paths';

/** The tutor's first group of a training in progress (the seed gives each training one). */
export async function groupInProgress(training: 'tkt' | 'tylt'): Promise<CourseListItem> {
  const groups = (await listCourses({ training, per_page: 100 })).data;
  const group = groups.find((item) => item.status === 'in_progress');
  if (!group) throw new Error(`The seeded tutor teaches a ${training} group in progress.`);
  return group;
}

/** A page of the tutor's TKT group in progress. */
export const tktGroupPage =
  (page: 'general' | 'schedule' | 'trainees' | 'summary') => async (): Promise<string> =>
    paths.tutor.tkt[page].to((await groupInProgress('tkt')).id);

/** A page of the tutor's TYLT group in progress. */
export const tyltGroupPage = (page: 'courseTasks') => async (): Promise<string> =>
  paths.tutor.tylt[page].to((await groupInProgress('tylt')).id);

/** The first lesson to come of the tutor's TKT group in progress, at one of its tabs. */
export const tktLesson = (tab?: string) => async (): Promise<string> => {
  const group = await groupInProgress('tkt');
  const lessons = (await listLessons(group.id, { per_page: 100 })).data;
  const lesson = lessons.find((item) => item.status === 'upcoming');
  if (!lesson) throw new Error('The seeded TKT group has lessons to come.');
  return paths.tutor.tkt.lesson.to(group.id, lesson.id, tab);
};

/** A course task of the tutor's TYLT group in progress (the observation of a young learners lesson). */
async function observationTask(): Promise<{ group: CourseListItem; task: CourseTask }> {
  const group = await groupInProgress('tylt');
  const tasks = (await listCourseTasks(group.id)).data;
  const task = tasks.find((item) => item.kind === 'observation_yl');
  if (!task) throw new Error('The seeded TYLT group in progress has its observation task.');
  return { group, task };
}

/** The table of the trainees' works on the TYLT group's observation task. */
export async function courseTaskTable(): Promise<string> {
  const { group, task } = await observationTask();
  return paths.tutor.tylt.courseTaskTable.to(group.id, TUTOR_SEGMENT[task.kind], task.id);
}

/** The first work on the observation task that waits for the tutor's review. */
export async function courseTaskReview(): Promise<string> {
  const { group, task } = await observationTask();
  const works = (await listCourseTaskWorks(task.id)).data;
  const work = works.find((item) => item.status === 'need_review');
  if (!work) throw new Error('The seeded observation task has a work waiting for review.');
  return paths.tutor.tylt.courseTaskReview.to(group.id, TUTOR_SEGMENT[task.kind], task.id, work.trainee.id);
}

/** A new course task of a kind the TYLT group about to start has not been set yet. */
export async function courseTaskCreate(): Promise<string> {
  const groups = (await listCourses({ training: 'tylt', per_page: 100 })).data;
  for (const group of groups) {
    const set = new Set((await listCourseTasks(group.id)).data.map((task) => task.kind));
    const kind = (Object.keys(TUTOR_SEGMENT) as CourseTask['kind'][]).find((item) => !set.has(item));
    if (kind) return paths.tutor.tylt.courseTaskCreate.to(group.id, TUTOR_SEGMENT[kind]);
  }
  throw new Error('A seeded TYLT group has a course task still to set.');
}

/** The observation task of the TYLT group in progress, edited. */
export async function courseTaskEdit(): Promise<string> {
  const { group, task } = await observationTask();
  return paths.tutor.tylt.courseTaskEdit.to(group.id, TUTOR_SEGMENT[task.kind], task.id);
}

/** The first of the tutor's trainees, as the trainees list opens them. */
export async function firstTrainee(): Promise<string> {
  const trainees = (await listTeacherStudents({ per_page: 100 })).data;
  const trainee = trainees[0];
  if (!trainee) throw new Error('The seeded tutor has trainees.');
  return paths.tutor.trainee.to(trainee.id);
}
