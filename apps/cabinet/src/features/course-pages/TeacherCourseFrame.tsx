import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherTab, TeachingView } from '../../shared/course-view';
import { tabHref } from '../../shared/course-view-hrefs';
import { CourseFrame } from './CourseFrame';

type TeacherCourseFrameProps = {
  view: TeachingView;
  courseId: number;
  /** The tab the page belongs to (a lesson belongs to the schedule, a task to assigned tasks). */
  current: TeacherTab;
  /** A page inside a tab (a lesson, a task, a student's work): the last crumb. */
  page?: string | undefined;
  children: ReactNode;
};

/**
 * The frame of every page of a course a teacher teaches, substitutes in or reads: crumbs back to
 * the view's list, the course's name as the h1, and the view's tabs as links.
 */
export function TeacherCourseFrame({ view, courseId, current, page, children }: TeacherCourseFrameProps) {
  const { t } = useTranslation('teaching');
  return (
    <CourseFrame
      courseId={courseId}
      list={{ label: t(view.list.title), href: view.list.path.to() }}
      tabs={view.tabs.map((tab) => ({
        label: t(`tabs.${tab}`),
        href: tabHref(view, tab, courseId),
        current: tab === current,
      }))}
      page={page}
    >
      {children}
    </CourseFrame>
  );
}
