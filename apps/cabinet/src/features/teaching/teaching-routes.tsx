import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { PageNamespace } from '../../i18n';
import { lazyPage } from '../../shared/lazy-page';
import type { TeacherTab, TeachingView } from '../../shared/course-view';

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

/** A route of a taught course: its page shows the course texts and the page's own. */
const lazyRoute = <M,>(
  path: string,
  load: () => Promise<M>,
  render: (module: M) => ReactElement,
  texts: PageNamespace[] = [],
): RouteObject => ({ path, lazy: lazyPage(load, render, [...COURSE_TEXTS, ...texts]) });

const TAB_PAGES = ['general', 'schedule', 'students', 'trainees', 'lessons', 'summary', 'catchUp'] as const;

/**
 * The routes of a view's courses that every view shares: the list, the tabs, the lesson and, for
 * a group, its assigned tasks and tests, a TYLT group's course tasks and a group's module
 * feedback. An individual course's feedback tab and task pages are the space's own; a view whose
 * list lives elsewhere (a substitute's) leaves it out.
 */
export function teachingCourseRoutes(view: TeachingView, { list = true } = {}): RouteObject[] {
  const r = view.pages;
  const tabs = () => import('./pages/CourseTabPage');
  const tasks = () => import('./pages/GroupAssignedTasksPages');
  const listPage = () => import('./pages/TeacherCourseListPage');
  const shows = (tab: TeacherTab) => view.tabs.includes(tab);
  const routes: RouteObject[] = [
    ...(list
      ? [lazyRoute(view.list.path.path, listPage, (m) => <m.TeacherCourseListPage view={view} />)]
      : []),
    ...TAB_PAGES.flatMap((tab) => {
      const page = r[tab];
      return page && shows(tab)
        ? [lazyRoute(page.path, tabs, (m) => <m.CourseTabPage view={view} tab={tab} />)]
        : [];
    }),
  ];
  const lessonPage = () => import('./pages/CourseLessonPage');
  if (r.lesson) {
    routes.push(
      lazyRoute(r.lesson.path, lessonPage, (m) => <m.CourseLessonPage view={view} />, LESSON_TEXTS),
    );
  }
  if (r.trialLesson) {
    routes.push(
      lazyRoute(
        r.trialLesson.path,
        lessonPage,
        (m) => <m.CourseLessonPage view={view} trial />,
        LESSON_TEXTS,
      ),
    );
  }
  if (view.kind === 'group' && r.assignedTasks && r.task && r.taskStudent && r.test && r.studentTest) {
    routes.push(
      lazyRoute(r.assignedTasks.path, tasks, (m) => <m.GroupAssignedTasksPage view={view} />, TASK_TEXTS),
      lazyRoute(r.task.path, tasks, (m) => <m.GroupTaskPage view={view} />, TASK_TEXTS),
      lazyRoute(
        r.taskStudent.path,
        tasks,
        (m) => <m.GroupStudentWorkPage view={view} kind="task" />,
        TASK_TEXTS,
      ),
      lazyRoute(r.test.path, tasks, (m) => <m.GroupTestPage view={view} />, TASK_TEXTS),
      lazyRoute(
        r.studentTest.path,
        tasks,
        (m) => <m.GroupStudentWorkPage view={view} kind="test" />,
        TASK_TEXTS,
      ),
    );
    if (r.editTest)
      routes.push(lazyRoute(r.editTest.path, tasks, (m) => <m.GroupEditTestPage view={view} />, TASK_TEXTS));
  }
  // A substitute reads the course tasks: their view has no pages to set or edit one.
  if (r.courseTasks && r.courseTaskTable && r.courseTaskReview) {
    const pages = () => import('./pages/CourseTasksPages');
    routes.push(
      lazyRoute(r.courseTasks.path, pages, (m) => <m.CourseTasksPage view={view} />, COURSE_TASK_TEXTS),
      ...(r.courseTaskCreate && r.courseTaskEdit
        ? [
            lazyRoute(
              r.courseTaskCreate.path,
              pages,
              (m) => <m.CourseTaskFormPage view={view} editing={false} />,
              COURSE_TASK_TEXTS,
            ),
            lazyRoute(
              r.courseTaskEdit.path,
              pages,
              (m) => <m.CourseTaskFormPage view={view} editing />,
              COURSE_TASK_TEXTS,
            ),
          ]
        : []),
      lazyRoute(
        r.courseTaskTable.path,
        pages,
        (m) => <m.CourseTaskTablePage view={view} />,
        COURSE_TASK_TEXTS,
      ),
      lazyRoute(
        r.courseTaskReview.path,
        pages,
        (m) => <m.CourseTaskReviewPage view={view} />,
        COURSE_TASK_TEXTS,
      ),
    );
  }
  if (r.feedbackItem && r.feedback && r.feedbackPreview) {
    const feedback = () => import('./pages/GroupFeedbackPages');
    routes.push(
      lazyRoute(r.feedback.path, feedback, (m) => <m.GroupFeedbackListPage view={view} />, FEEDBACK_TEXTS),
      lazyRoute(
        r.feedbackItem.path,
        feedback,
        (m) => <m.GroupFeedbackEditPage view={view} />,
        FEEDBACK_TEXTS,
      ),
      lazyRoute(
        r.feedbackPreview.path,
        feedback,
        (m) => <m.GroupFeedbackPreviewPage view={view} />,
        FEEDBACK_TEXTS,
      ),
    );
  } else if (r.feedback && view.viewer === 'reader') {
    routes.push(
      lazyRoute(r.feedback.path, tabs, (m) => <m.CourseTabPage view={view} tab="feedback" />, FEEDBACK_TEXTS),
    );
  }
  return routes;
}
