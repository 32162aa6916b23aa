// The addresses of the trainee's pages below the menu, found by asking the school once the trainee
// has signed in: the seed gives the events, groups, lessons and course tasks their ids.
import { listCourseTasks } from '@cabinet/api/course-tasks';
import { listCourses } from '@cabinet/api/courses';
import { listEvents } from '@cabinet/api/events';
import { listLessons } from '@cabinet/api/lessons';
import type { CourseListItem, CourseTaskKind, Event, EventType } from '@cabinet/api/model';
import { TRAINEE_SEGMENT } from '../../features/course-tasks/course-task-kinds';
import { type EventTab, eventHref } from '../../features/events/event-href';
import type { SectionPath } from '../../shared/course-view';
import { paths } from '../../shared/paths';

/** The page (or its video or certificate tab) of the first event of a type that fits. */
export const eventPage =
  (type: EventType, fits: (event: Event) => boolean, tab: EventTab = 'info') =>
  async (): Promise<string> => {
    const events = (await listEvents({ type, per_page: 100 })).data;
    const event = events.find(fits);
    if (!event) throw new Error(`The seed has a ${type} that fits the screen.`);
    return eventHref(type, event.id, tab);
  };

/** The trainee's first group of a training in progress. */
async function groupInProgress(training: 'tkt' | 'tylt'): Promise<CourseListItem> {
  const groups = (await listCourses({ training, per_page: 100 })).data;
  const group = groups.find((item) => item.status === 'in_progress');
  if (!group) throw new Error(`The seeded trainee learns in a ${training} group in progress.`);
  return group;
}

/**
 * A trainee's group page by its ids: the patterns of these pages are built from the training's
 * name, so their builders take the ids as a learner view's sections do.
 */
const pageOf = (training: 'tkt' | 'tylt', page: keyof (typeof paths.teacherTraining)['tkt']): SectionPath =>
  paths.teacherTraining[training][page];

/** A page of the trainee's group in progress. */
export const groupPage =
  (training: 'tkt' | 'tylt', page: 'general' | 'schedule' | 'usefulLinks' | 'summary' | 'courseTasks') =>
  async (): Promise<string> =>
    pageOf(training, page).to((await groupInProgress(training)).id);

/** The first lesson to come of the trainee's TKT group in progress. */
export async function tktLesson(): Promise<string> {
  const group = await groupInProgress('tkt');
  const lessons = (await listLessons(group.id, { per_page: 100 })).data;
  const lesson = lessons.find((item) => item.status === 'upcoming');
  if (!lesson) throw new Error('The seeded TKT group has lessons to come.');
  return pageOf('tkt', 'lesson').to(group.id, lesson.id);
}

/** A course task of a kind in the trainee's TYLT group in progress. */
export const courseTask = (kind: CourseTaskKind) => async (): Promise<string> => {
  const group = await groupInProgress('tylt');
  const task = (await listCourseTasks(group.id)).data.find((item) => item.kind === kind);
  if (!task) throw new Error(`The seeded TYLT group in progress has its ${kind} task.`);
  return pageOf('tylt', 'courseTask').to(group.id, task.id, TRAINEE_SEGMENT[kind]);
};
