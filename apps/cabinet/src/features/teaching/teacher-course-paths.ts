import { paths } from '../../shared/paths';

/**
 * Where a teacher opens a course (seed 000 §2): a group, an individual course they teach, or an
 * individual course they substitute in (`/substitution-teacher/individuals/:id`).
 */
export type TeacherArea = 'group' | 'individual' | 'substitution';

/** The tabs of a teacher's course; pages inside a tab (a lesson, a task) keep their tab marked. */
export type TeacherTab =
  'general' | 'schedule' | 'assignedTasks' | 'students' | 'feedback' | 'summary' | 'catchUp';

/** The tabs each area offers, in order (seed 000 §2 lists each area's children). */
export const teacherTabs: Record<TeacherArea, readonly TeacherTab[]> = {
  group: ['general', 'schedule', 'assignedTasks', 'students', 'feedback', 'summary', 'catchUp'],
  individual: ['general', 'schedule', 'assignedTasks', 'feedback', 'summary'],
  substitution: ['general', 'schedule', 'assignedTasks', 'feedback', 'summary'],
};

/** The lesson page's tabs; an individual lesson has no Zoom tab of its own (seed 000 §2). */
export type LessonTab = 'lesson-summary' | 'notes' | 'zoom-info' | 'substitution';
export const lessonTabs: Record<TeacherArea, readonly LessonTab[]> = {
  group: ['lesson-summary', 'notes', 'zoom-info', 'substitution'],
  individual: ['lesson-summary', 'notes', 'substitution'],
  substitution: ['lesson-summary', 'notes', 'substitution'],
};

const group = paths.teacher.group.path;
const individualBase = {
  individual: '/teacher/individuals/:id',
  substitution: '/substitution-teacher/individuals/:id',
};

/** Route patterns of a group's pages, for the route trees. */
export const groupRoutes = {
  list: paths.teacher.groups.path,
  general: group,
  schedule: `${group}/schedule`,
  lesson: `${group}/schedule/lesson/:lessonId/:tab?`,
  assignedTasks: `${group}/assigned-tasks`,
  task: `${group}/assigned-tasks/task/:taskId`,
  taskStudent: `${group}/assigned-tasks/task/:taskId/:studentId`,
  test: paths.teacher.groupTest.path,
  editTest: paths.teacher.groupEditTest.path,
  studentTest: paths.teacher.groupStudentTest.path,
  students: `${group}/students`,
  feedback: `${group}/feedback`,
  summary: `${group}/course-summary`,
  catchUp: `${group}/catch-up`,
} as const;

/** Route patterns of an individual course's pages, for a teacher or a substitute. */
export const individualRoutes = (area: 'individual' | 'substitution') => {
  const base = individualBase[area];
  return {
    base,
    general: `${base}/general`,
    schedule: `${base}/schedule`,
    lesson: `${base}/schedule/:lessonId/:tab?`,
    assignedTasks: `${base}/assigned-tasks/modules`,
    create: `${base}/assigned-tasks/modules/:moduleId/create/:kind`,
    edit: `${base}/assigned-tasks/modules/:moduleId/edit/:taskId`,
    view: `${base}/assigned-tasks/modules/:moduleId/view/:taskId`,
    viewStudent: `${base}/assigned-tasks/modules/:moduleId/view/:taskId/:studentId`,
    feedback: `${base}/feedback`,
    summary: `${base}/course-summary`,
  } as const;
};

const at = (base: string, id: number, rest = '') => `${base.replace(':id', String(id))}${rest}`;
const groupAt = (id: number, rest = '') => at(group, id, rest);
const lessonPart = (lessonId: number, tab?: LessonTab) => `/${lessonId}${tab ? `/${tab}` : ''}`;

/** Addresses of a group's pages. */
export const groupHrefs = {
  list: () => paths.teacher.groups.to(),
  general: (id: number) => groupAt(id),
  schedule: (id: number) => groupAt(id, '/schedule'),
  lesson: (id: number, lessonId: number, tab?: LessonTab) =>
    groupAt(id, `/schedule/lesson${lessonPart(lessonId, tab)}`),
  assignedTasks: (id: number) => groupAt(id, '/assigned-tasks'),
  task: (id: number, taskId: number) => groupAt(id, `/assigned-tasks/task/${taskId}`),
  taskStudent: (id: number, taskId: number, studentId: number) =>
    groupAt(id, `/assigned-tasks/task/${taskId}/${studentId}`),
  test: (id: number, taskId: number) => paths.teacher.groupTest.to(id, taskId),
  editTest: (id: number, taskId: number) => paths.teacher.groupEditTest.to(id, taskId),
  studentTest: (id: number, taskId: number, studentId: number) =>
    paths.teacher.groupStudentTest.to(id, taskId, studentId),
  students: (id: number) => groupAt(id, '/students'),
  feedback: (id: number) => groupAt(id, '/feedback'),
  summary: (id: number) => groupAt(id, '/course-summary'),
  catchUp: (id: number) => groupAt(id, '/catch-up'),
};

/** Addresses of an individual course's pages, for a teacher or a substitute. */
export const individualHrefs = (area: 'individual' | 'substitution') => {
  const base = individualBase[area];
  return {
    list: () => paths.teacher.individuals.to(),
    general: (id: number) => at(base, id, '/general'),
    schedule: (id: number) => at(base, id, '/schedule'),
    lesson: (id: number, lessonId: number, tab?: LessonTab) =>
      at(base, id, `/schedule${lessonPart(lessonId, tab)}`),
    assignedTasks: (id: number) => at(base, id, '/assigned-tasks/modules'),
    create: (id: number, moduleId: number, kind: 'task' | 'test') =>
      at(base, id, `/assigned-tasks/modules/${moduleId}/create/${kind}`),
    edit: (id: number, moduleId: number, taskId: number) =>
      at(base, id, `/assigned-tasks/modules/${moduleId}/edit/${taskId}`),
    view: (id: number, moduleId: number, taskId: number) =>
      at(base, id, `/assigned-tasks/modules/${moduleId}/view/${taskId}`),
    viewStudent: (id: number, moduleId: number, taskId: number, studentId: number) =>
      at(base, id, `/assigned-tasks/modules/${moduleId}/view/${taskId}/${studentId}`),
    feedback: (id: number) => at(base, id, '/feedback'),
    summary: (id: number) => at(base, id, '/course-summary'),
  };
};

/** The address of a tab of a teacher's course in its area. */
export function tabHref(area: TeacherArea, tab: TeacherTab, courseId: number): string {
  const hrefs: Partial<Record<TeacherTab, (id: number) => string>> =
    area === 'group' ? groupHrefs : individualHrefs(area);
  const href = hrefs[tab];
  if (!href) throw new Error(`A ${area} course has no ${tab} tab`);
  return href(courseId);
}

/** The address of a lesson of a teacher's course in its area. */
export const lessonHref = (area: TeacherArea, courseId: number, lessonId: number, tab?: LessonTab): string =>
  area === 'group'
    ? groupHrefs.lesson(courseId, lessonId, tab)
    : individualHrefs(area).lesson(courseId, lessonId, tab);

/** Where the list of an area's courses is: the first crumb of its pages. */
export const areaList: Record<
  TeacherArea,
  { title: 'lists.groups' | 'lists.individuals' | 'lists.substitutions'; href: () => string }
> = {
  group: { title: 'lists.groups', href: () => paths.teacher.groups.to() },
  individual: { title: 'lists.individuals', href: () => paths.teacher.individuals.to() },
  substitution: { title: 'lists.substitutions', href: () => paths.teacher.substitutionsOf.to('individuals') },
};
