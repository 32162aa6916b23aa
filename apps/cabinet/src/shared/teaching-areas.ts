import type { Gate } from '../access/gates';

/**
 * Where a course is opened as its teacher sees it: the school's teacher's groups and individual
 * courses, an individual course they substitute in, the corporate teacher's company groups and
 * individual lessons, and the company manager's view of the company's courses (read-only).
 */
export type TeacherArea =
  | 'group'
  | 'individual'
  | 'substitution'
  | 'corporateGroup'
  | 'corporateIndividual'
  | 'companyGroup'
  | 'companyIndividual'
  | 'tktGroup'
  | 'tyltGroup'
  | 'tktSubstitution'
  | 'tyltSubstitution';

/** The tabs of a course; pages inside a tab (a lesson, a task) keep their tab marked. */
export type TeacherTab =
  | 'general'
  | 'schedule'
  | 'assignedTasks'
  | 'students'
  | 'trainees'
  | 'courseTasks'
  | 'lessons'
  | 'feedback'
  | 'summary'
  | 'catchUp';

/**
 * The tabs of a lesson page; a trial lesson has its summary and meeting, and a tutor's lesson
 * names its notes, meeting and substitution with the `lesson-` prefix.
 */
export type LessonTab =
  | 'lesson-summary'
  | 'notes'
  | 'zoom-info'
  | 'substitution'
  | 'lesson-meeting'
  | 'lesson-notes'
  | 'lesson-substitution';

/** Every page of a course, by name; an area has the ones its routes name. */
export type CoursePage =
  | 'general'
  | 'schedule'
  | 'lesson'
  | 'trialLesson'
  | 'assignedTasks'
  | 'task'
  | 'taskStudent'
  | 'test'
  | 'editTest'
  | 'studentTest'
  | 'create'
  | 'edit'
  | 'view'
  | 'viewStudent'
  | 'students'
  | 'trainees'
  | 'feedback'
  | 'feedbackItem'
  | 'feedbackPreview'
  | 'summary'
  | 'catchUp'
  | 'lessons'
  | 'courseTasks'
  | 'courseTaskCreate'
  | 'courseTaskEdit'
  | 'courseTaskTable'
  | 'courseTaskReview';

export type AreaDef = {
  kind: 'group' | 'individual';
  /** The access rule of the area's pages. */
  access: Gate;
  /** Reads the course as its teacher does, changing nothing (the company's manager). */
  readOnly: boolean;
  /**
   * A substitute's view: the course read as its teacher sees it, only the lesson handed over
   * theirs to fill in; the course's own changes (feed, tasks, reviews, certificates) are not.
   */
  substitute?: true;
  tabs: readonly TeacherTab[];
  lessonTabs: readonly LessonTab[];
  /** The tabs of a trial lesson's page (a company's group opens with one). */
  trialLessonTabs: readonly LessonTab[];
  /** A teacher-training area: its groups are listed by their course (TKT or TYLT). */
  training?: 'tkt' | 'tylt';
  /** The list the area's courses are in: its title (a `teaching` text) and address. */
  list: { title: ListTitle; path: string };
  /** The route pattern of each page the area has (`:id` is the course). */
  routes: Partial<Record<CoursePage, string>>;
};

const GROUP_LESSON_TABS = ['lesson-summary', 'notes', 'zoom-info', 'substitution'] as const;
const INDIVIDUAL_LESSON_TABS = ['lesson-summary', 'notes', 'substitution'] as const;
const TRIAL_LESSON_TABS = ['lesson-summary', 'lesson-meeting'] as const;
const TUTOR_LESSON_TABS = [
  'lesson-summary',
  'lesson-notes',
  'lesson-meeting',
  'lesson-substitution',
] as const;

type ListTitle =
  'lists.groups' | 'lists.individuals' | 'lists.substitutions' | 'lists.tktGroups' | 'lists.tyltGroups';

/** A tutor's teacher-training groups: the lesson's tabs as the tutor names them, the trainees. */
const tutorGroupPages = (base: string) => ({
  general: `${base}/general`,
  schedule: `${base}/schedule`,
  lesson: `${base}/schedule/:lessonId/:tab?`,
  trainees: `${base}/trainees`,
  summary: `${base}/course-summary`,
});

const teacherGroup = '/teacher/groups/:id';
const individualPages = (base: string) => ({
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
});
const individualTabs = ['general', 'schedule', 'assignedTasks', 'feedback', 'summary'] as const;
const corporateGroup = '/teacher-corporate/groups/:id';
const companyGroup = '/corporate-manager/groups/:id';

/** A TYLT group's course tasks: each kind's task set, edited, its table and a trainee's review. */
const courseTaskPages = (base: string) => ({
  lessons: `${base}/lessons`,
  courseTasks: `${base}/course-tasks`,
  courseTaskCreate: `${base}/course-tasks/:kind/create`,
  courseTaskEdit: `${base}/course-tasks/:kind/:taskId/edit`,
  courseTaskTable: `${base}/course-tasks/:kind/:taskId`,
  courseTaskReview: `${base}/course-tasks/:kind/:taskId/review/:traineeId`,
});

/** The tabs of a TYLT group: its lessons to publish and its course tasks besides a TKT group's. */
const TYLT_TABS = ['general', 'schedule', 'lessons', 'courseTasks', 'trainees', 'summary'] as const;

const tutorGroup = (training: 'tkt' | 'tylt'): AreaDef => ({
  kind: 'group',
  access: 'tutor',
  readOnly: false,
  training,
  tabs: training === 'tylt' ? TYLT_TABS : ['general', 'schedule', 'trainees', 'summary'],
  lessonTabs: TUTOR_LESSON_TABS,
  trialLessonTabs: [],
  list: {
    title: training === 'tkt' ? 'lists.tktGroups' : 'lists.tyltGroups',
    path: `/tutor/${training}-groups`,
  },
  routes: {
    ...tutorGroupPages(`/tutor/${training}-groups/:id`),
    ...(training === 'tylt' ? courseTaskPages('/tutor/tylt-groups/:id') : {}),
  },
});

/**
 * Another tutor's TKT or TYLT group the tutor substitutes in: read as its teacher sees it, the
 * lesson handed over theirs to fill in (the school refuses any other change). A TYLT group has
 * the group's whole structure (lessons, course tasks with their tables and reviews, trainees,
 * summary), read only: no task is set or edited there. Its list is the tutor's substitutions of
 * the course; a substitute asks for no substitute of their own.
 */
const tutorSubstitution = (training: 'tkt' | 'tylt'): AreaDef => {
  const base = `/tutor/${training}-groups/substitutions/:id`;
  const { courseTaskCreate: _create, courseTaskEdit: _edit, ...readPages } = courseTaskPages(base);
  return {
    kind: 'group',
    access: 'tutor',
    readOnly: false,
    substitute: true,
    training,
    tabs: training === 'tylt' ? TYLT_TABS : ['general', 'schedule'],
    lessonTabs: TUTOR_LESSON_TABS.filter((tab) => tab !== 'lesson-substitution'),
    trialLessonTabs: [],
    list: { title: 'lists.substitutions', path: `/tutor/substitutions/${training}` },
    routes: {
      general: `${base}/general`,
      schedule: `${base}/schedule`,
      lesson: `${base}/schedule/:lessonId/:tab?`,
      ...(training === 'tylt'
        ? { trainees: `${base}/trainees`, summary: `${base}/course-summary`, ...readPages }
        : {}),
    },
  };
};

/** Each area's pages, as the route tables list them. */
export const teachingAreas: Record<TeacherArea, AreaDef> = {
  group: {
    kind: 'group',
    access: 'teacher',
    readOnly: false,
    tabs: ['general', 'schedule', 'assignedTasks', 'students', 'feedback', 'summary', 'catchUp'],
    lessonTabs: GROUP_LESSON_TABS,
    trialLessonTabs: [],
    list: { title: 'lists.groups', path: '/teacher/groups' },
    routes: {
      general: teacherGroup,
      schedule: `${teacherGroup}/schedule`,
      lesson: `${teacherGroup}/schedule/lesson/:lessonId/:tab?`,
      assignedTasks: `${teacherGroup}/assigned-tasks`,
      task: `${teacherGroup}/assigned-tasks/task/:taskId`,
      taskStudent: `${teacherGroup}/assigned-tasks/task/:taskId/:studentId`,
      test: '/teacher/groups/assigned-tasks/test/:id/:taskId',
      editTest: '/teacher/groups/edit-test/:id/:taskId',
      studentTest: '/teacher/groups/student-test/:id/:taskId/:studentId',
      students: `${teacherGroup}/students`,
      feedback: `${teacherGroup}/feedback`,
      feedbackItem: `${teacherGroup}/feedback/:feedbackId`,
      feedbackPreview: `${teacherGroup}/feedback/:feedbackId/preview`,
      summary: `${teacherGroup}/course-summary`,
      catchUp: `${teacherGroup}/catch-up`,
    },
  },
  individual: {
    kind: 'individual',
    access: 'teacher',
    readOnly: false,
    tabs: individualTabs,
    lessonTabs: INDIVIDUAL_LESSON_TABS,
    trialLessonTabs: [],
    list: { title: 'lists.individuals', path: '/teacher/individuals' },
    routes: individualPages('/teacher/individuals/:id'),
  },
  substitution: {
    kind: 'individual',
    access: 'teacher',
    readOnly: false,
    substitute: true,
    tabs: individualTabs,
    lessonTabs: INDIVIDUAL_LESSON_TABS,
    trialLessonTabs: [],
    list: { title: 'lists.substitutions', path: '/teacher/substitutions/individuals' },
    routes: individualPages('/substitution-teacher/individuals/:id'),
  },
  corporateGroup: {
    kind: 'group',
    access: 'corporateTeacher',
    readOnly: false,
    tabs: ['general', 'schedule', 'assignedTasks', 'students', 'feedback', 'summary'],
    lessonTabs: GROUP_LESSON_TABS,
    trialLessonTabs: TRIAL_LESSON_TABS,
    list: { title: 'lists.groups', path: '/teacher-corporate/groups' },
    routes: {
      general: corporateGroup,
      schedule: `${corporateGroup}/schedule`,
      lesson: `${corporateGroup}/schedule/lesson/:lessonId/:tab?`,
      trialLesson: `${corporateGroup}/schedule/trial-lesson/:lessonId/:tab?`,
      assignedTasks: `${corporateGroup}/assigned-tasks`,
      task: `${corporateGroup}/assigned-tasks/task/:taskId`,
      taskStudent: `${corporateGroup}/assigned-tasks/task/:taskId/:studentId`,
      test: `${corporateGroup}/assigned-tasks/test/:taskId`,
      editTest: `${corporateGroup}/assigned-tasks/edit-test/:taskId`,
      studentTest: `${corporateGroup}/assigned-tasks/test/:taskId/:studentId`,
      students: `${corporateGroup}/students`,
      feedback: `${corporateGroup}/feedback`,
      feedbackItem: `${corporateGroup}/feedback/:feedbackId`,
      feedbackPreview: `${corporateGroup}/feedback/:feedbackId/preview`,
      summary: `${corporateGroup}/course-summary`,
    },
  },
  corporateIndividual: {
    kind: 'individual',
    access: 'corporateTeacher',
    readOnly: false,
    tabs: ['general', 'schedule'],
    lessonTabs: INDIVIDUAL_LESSON_TABS,
    trialLessonTabs: [],
    list: { title: 'lists.individuals', path: '/teacher-corporate/individuals' },
    routes: {
      general: '/teacher-corporate/individuals/general/:id',
      schedule: '/teacher-corporate/individuals/schedule/:id',
      lesson: '/teacher-corporate/individuals/schedule/:id/lesson/:lessonId/:tab?',
    },
  },
  companyGroup: {
    kind: 'group',
    access: 'corporateManager',
    readOnly: true,
    tabs: ['general', 'students', 'schedule', 'assignedTasks', 'summary', 'feedback'],
    lessonTabs: [],
    trialLessonTabs: [],
    list: { title: 'lists.groups', path: '/corporate-manager/groups' },
    routes: {
      general: companyGroup,
      students: `${companyGroup}/students`,
      schedule: `${companyGroup}/schedule`,
      lesson: `${companyGroup}/schedule/lesson/:lessonId`,
      trialLesson: `${companyGroup}/schedule/trial-lesson/:lessonId`,
      assignedTasks: `${companyGroup}/assigned-tasks`,
      task: `${companyGroup}/assigned-tasks/task/:taskId`,
      taskStudent: `${companyGroup}/assigned-tasks/task/:taskId/:studentId`,
      test: `${companyGroup}/assigned-tasks/test/:taskId`,
      studentTest: `${companyGroup}/assigned-tasks/test/:taskId/:studentId`,
      summary: `${companyGroup}/course-summary`,
      feedback: `${companyGroup}/feedback`,
    },
  },
  companyIndividual: {
    kind: 'individual',
    access: 'corporateManager',
    readOnly: true,
    tabs: ['general', 'schedule'],
    lessonTabs: [],
    trialLessonTabs: [],
    list: { title: 'lists.individuals', path: '/corporate-manager/individuals' },
    routes: {
      general: '/corporate-manager/individuals/:id',
      schedule: '/corporate-manager/individuals/schedule/:id',
      lesson: '/corporate-manager/individuals/schedule/:id/lesson/:lessonId',
    },
  },
  tktGroup: tutorGroup('tkt'),
  tyltGroup: tutorGroup('tylt'),
  tktSubstitution: tutorSubstitution('tkt'),
  tyltSubstitution: tutorSubstitution('tylt'),
};

/** Whether the viewer changes the course itself (its feed, tasks, certificates): neither a reader nor a substitute. */
export const changesCourse = (area: TeacherArea): boolean =>
  !teachingAreas[area].readOnly && !teachingAreas[area].substitute;

/** Whether an area has a page. */
export const hasPage = (area: TeacherArea, page: CoursePage): boolean => page in teachingAreas[area].routes;
