import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { PageNamespace } from '../../i18n';
import { lazyPage } from '../../shared/lazy-page';
import {
  type CoursePage,
  type TeacherArea,
  type TeacherTab,
  hasPage,
  teachingAreas,
} from '../../shared/teaching-areas';

const COURSE_TEXTS: PageNamespace[] = [
  'teaching',
  'learning',
  'courses',
  'certificateIssuing',
  'certificates',
  'apiErrors',
  'designSystemDomain',
];
const LESSON_TEXTS: PageNamespace[] = [
  'lessonTeaching',
  'assignments',
  'assignmentAuthoring',
  'substitutions',
];
const TASK_TEXTS: PageNamespace[] = ['assignmentAuthoring', 'assignments', 'tests'];
const FEEDBACK_TEXTS: PageNamespace[] = ['teacherFeedback', 'feedback'];
const COURSE_TASK_TEXTS: PageNamespace[] = ['courseTasks', 'assignments'];

/** A route of an area's course: its page shows the course texts and the page's own. */
const lazyRoute = <M,>(
  path: string,
  load: () => Promise<M>,
  render: (module: M) => ReactElement,
  texts: PageNamespace[] = [],
): RouteObject => ({ path, lazy: lazyPage(load, render, [...COURSE_TEXTS, ...texts]) });

const TAB_PAGES: readonly (CoursePage & TeacherTab)[] = [
  'general',
  'schedule',
  'students',
  'trainees',
  'lessons',
  'summary',
  'catchUp',
];

/**
 * The routes of an area's courses that every area shares: the list, the tabs, the lesson and, for
 * a group, its assigned tasks and tests. The feedback tab and an individual course's task pages
 * are the space's own; an area whose list lives elsewhere (a substitute's) leaves it out.
 */
export function areaCourseRoutes(area: TeacherArea, { list = true } = {}): RouteObject[] {
  const def = teachingAreas[area];
  const tabs = () => import('./pages/AreaTabPage');
  const tasks = () => import('./pages/AreaAssignedTasksPages');
  const listPage = () => import('./pages/AreaListPage');
  const routes: RouteObject[] = [
    ...(list ? [lazyRoute(def.list.path, listPage, (m) => <m.AreaListPage area={area} />)] : []),
    ...TAB_PAGES.filter((tab) => hasPage(area, tab) && def.tabs.includes(tab)).map((tab) =>
      lazyRoute(def.routes[tab]!, tabs, (m) => <m.AreaTabPage area={area} tab={tab} />),
    ),
  ];
  const lessonPage = () => import('./pages/AreaLessonPage');
  if (def.routes.lesson) {
    routes.push(
      lazyRoute(def.routes.lesson, lessonPage, (m) => <m.AreaLessonPage area={area} />, LESSON_TEXTS),
    );
  }
  if (def.routes.trialLesson) {
    routes.push(
      lazyRoute(
        def.routes.trialLesson,
        lessonPage,
        (m) => <m.AreaLessonPage area={area} trial />,
        LESSON_TEXTS,
      ),
    );
  }
  if (def.kind === 'group' && def.routes.assignedTasks) {
    const r = def.routes;
    routes.push(
      lazyRoute(r.assignedTasks!, tasks, (m) => <m.AreaAssignedTasksPage area={area} />, TASK_TEXTS),
      lazyRoute(r.task!, tasks, (m) => <m.AreaTaskPage area={area} />, TASK_TEXTS),
      lazyRoute(r.taskStudent!, tasks, (m) => <m.AreaStudentWorkPage area={area} kind="task" />, TASK_TEXTS),
      lazyRoute(r.test!, tasks, (m) => <m.AreaTestPage area={area} />, TASK_TEXTS),
      lazyRoute(r.studentTest!, tasks, (m) => <m.AreaStudentWorkPage area={area} kind="test" />, TASK_TEXTS),
    );
    if (r.editTest)
      routes.push(lazyRoute(r.editTest, tasks, (m) => <m.AreaEditTestPage area={area} />, TASK_TEXTS));
  }
  const r = def.routes;
  // A substitute reads the course tasks: their area has no pages to set or edit one.
  if (r.courseTasks && r.courseTaskTable && r.courseTaskReview) {
    const pages = () => import('./pages/AreaCourseTasksPages');
    routes.push(
      lazyRoute(r.courseTasks, pages, (m) => <m.AreaCourseTasksPage area={area} />, COURSE_TASK_TEXTS),
      ...(r.courseTaskCreate && r.courseTaskEdit
        ? [
            lazyRoute(
              r.courseTaskCreate,
              pages,
              (m) => <m.AreaCourseTaskFormPage area={area} editing={false} />,
              COURSE_TASK_TEXTS,
            ),
            lazyRoute(
              r.courseTaskEdit,
              pages,
              (m) => <m.AreaCourseTaskFormPage area={area} editing />,
              COURSE_TASK_TEXTS,
            ),
          ]
        : []),
      lazyRoute(
        r.courseTaskTable,
        pages,
        (m) => <m.AreaCourseTaskTablePage area={area} />,
        COURSE_TASK_TEXTS,
      ),
      lazyRoute(
        r.courseTaskReview,
        pages,
        (m) => <m.AreaCourseTaskReviewPage area={area} />,
        COURSE_TASK_TEXTS,
      ),
    );
  }
  if (r.feedbackItem && r.feedback && r.feedbackPreview) {
    const feedback = () => import('./pages/AreaFeedbackPages');
    routes.push(
      lazyRoute(r.feedback, feedback, (m) => <m.AreaFeedbackListPage area={area} />, FEEDBACK_TEXTS),
      lazyRoute(r.feedbackItem, feedback, (m) => <m.AreaFeedbackEditPage area={area} />, FEEDBACK_TEXTS),
      lazyRoute(
        r.feedbackPreview,
        feedback,
        (m) => <m.AreaFeedbackPreviewPage area={area} />,
        FEEDBACK_TEXTS,
      ),
    );
  } else if (r.feedback && def.readOnly) {
    routes.push(
      lazyRoute(r.feedback, tabs, (m) => <m.AreaTabPage area={area} tab="feedback" />, FEEDBACK_TEXTS),
    );
  }
  return routes;
}
