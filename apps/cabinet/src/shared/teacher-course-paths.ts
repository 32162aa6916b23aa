import {
  type AreaDef,
  type CoursePage,
  type LessonTab,
  type TeacherArea,
  type TeacherTab,
  teachingAreas,
} from './teaching-areas';

export {
  changesCourse,
  hasPage,
  type CoursePage,
  type LessonTab,
  type TeacherArea,
  type TeacherTab,
  teachingAreas,
} from './teaching-areas';

/** The tabs each area offers, in order. */
export const teacherTabs = Object.fromEntries(
  Object.entries(teachingAreas).map(([area, def]) => [area, def.tabs]),
) as Record<TeacherArea, readonly TeacherTab[]>;

/**
 * The tabs of a lesson's page in an area; an individual lesson has no Zoom tab of its own, and a
 * trial lesson has its summary and meeting.
 */
export const lessonTabsOf = (area: TeacherArea, trial: boolean): readonly LessonTab[] =>
  trial ? teachingAreas[area].trialLessonTabs : teachingAreas[area].lessonTabs;

/** A lesson as its address needs it: a trial lesson has its own page where the area has one. */
export type LessonLink = { id: number; type: string };

/** Whether a lesson opens on the area's trial-lesson page. */
export const opensAsTrial = (area: TeacherArea, lesson: LessonLink): boolean =>
  lesson.type === 'trial' && teachingAreas[area].routes.trialLesson !== undefined;

type Params = Partial<
  Record<
    'id' | 'lessonId' | 'tab' | 'taskId' | 'studentId' | 'moduleId' | 'kind' | 'feedbackId' | 'traineeId',
    string | number
  >
>;

/** The route pattern of a page of an area; an area without the page throws (a dead link is a bug). */
export function routeOf(area: TeacherArea, page: CoursePage): string {
  const pattern = teachingAreas[area].routes[page];
  if (!pattern) throw new Error(`A ${area} course has no ${page} page`);
  return pattern;
}

/** Fills a pattern's parameters; an optional one with no value drops out with its slash. */
export function fillPattern(pattern: string, params: Params): string {
  return pattern.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = params[name as keyof Params];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`No ${name} for ${pattern}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}

/** The address of a page of an area. */
export const courseHref = (area: TeacherArea, page: CoursePage, params: Params): string =>
  fillPattern(routeOf(area, page), params);

/** The addresses of an area's pages, by the ids each takes in order. */
export const hrefsOf = (area: TeacherArea) => {
  const href = (page: CoursePage, params: Params) => courseHref(area, page, params);
  return {
    list: () => teachingAreas[area].list.path,
    general: (id: number) => href('general', { id }),
    schedule: (id: number) => href('schedule', { id }),
    lesson: (id: number, lesson: LessonLink, tab?: LessonTab) =>
      href(opensAsTrial(area, lesson) ? 'trialLesson' : 'lesson', { id, lessonId: lesson.id, tab }),
    assignedTasks: (id: number) => href('assignedTasks', { id }),
    task: (id: number, taskId: number) => href('task', { id, taskId }),
    taskStudent: (id: number, taskId: number, studentId: number) =>
      href('taskStudent', { id, taskId, studentId }),
    test: (id: number, taskId: number) => href('test', { id, taskId }),
    editTest: (id: number, taskId: number) => href('editTest', { id, taskId }),
    studentTest: (id: number, taskId: number, studentId: number) =>
      href('studentTest', { id, taskId, studentId }),
    create: (id: number, moduleId: number, kind: 'task' | 'test') => href('create', { id, moduleId, kind }),
    edit: (id: number, moduleId: number, taskId: number) => href('edit', { id, moduleId, taskId }),
    view: (id: number, moduleId: number, taskId: number) => href('view', { id, moduleId, taskId }),
    viewStudent: (id: number, moduleId: number, taskId: number, studentId: number) =>
      href('viewStudent', { id, moduleId, taskId, studentId }),
    students: (id: number) => href('students', { id }),
    trainees: (id: number) => href('trainees', { id }),
    courseTasks: (id: number) => href('courseTasks', { id }),
    lessons: (id: number) => href('lessons', { id }),
    courseTaskCreate: (id: number, kind: string) => href('courseTaskCreate', { id, kind }),
    courseTaskEdit: (id: number, kind: string, taskId: number) =>
      href('courseTaskEdit', { id, kind, taskId }),
    courseTaskTable: (id: number, kind: string, taskId: number) =>
      href('courseTaskTable', { id, kind, taskId }),
    courseTaskReview: (id: number, kind: string, taskId: number, traineeId: number) =>
      href('courseTaskReview', { id, kind, taskId, traineeId }),
    feedback: (id: number) => href('feedback', { id }),
    feedbackItem: (id: number, feedbackId: number) => href('feedbackItem', { id, feedbackId }),
    feedbackPreview: (id: number, feedbackId: number) => href('feedbackPreview', { id, feedbackId }),
    summary: (id: number) => href('summary', { id }),
    catchUp: (id: number) => href('catchUp', { id }),
  };
};

/** The address of a tab of a course in its area. */
export function tabHref(area: TeacherArea, tab: TeacherTab, courseId: number): string {
  if (!teachingAreas[area].tabs.includes(tab)) throw new Error(`A ${area} course has no ${tab} tab`);
  return hrefsOf(area)[tab](courseId);
}

/** The address of a lesson of a course in its area (a trial lesson's own page where there is one). */
export const lessonHref = (
  area: TeacherArea,
  courseId: number,
  lesson: LessonLink,
  tab?: LessonTab,
): string => hrefsOf(area).lesson(courseId, lesson, tab);

/** Where the list of an area's courses is: the first crumb of its pages. */
export const areaList = Object.fromEntries(
  Object.entries(teachingAreas).map(([area, def]) => [
    area,
    { title: def.list.title, href: () => def.list.path },
  ]),
) as Record<TeacherArea, { title: AreaDef['list']['title']; href: () => string }>;
