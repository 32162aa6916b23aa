import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseFrame } from './CourseFrame';
import {
  type TeacherArea,
  type TeacherTab,
  areaList,
  tabHref,
  teacherTabs,
} from '../../shared/teacher-course-paths';

type TeacherCourseFrameProps = {
  area: TeacherArea;
  courseId: number;
  /** The tab the page belongs to (a lesson belongs to the schedule, a task to assigned tasks). */
  current: TeacherTab;
  /** A page inside a tab (a lesson, a task, a student's work): the last crumb. */
  page?: string | undefined;
  children: ReactNode;
};

/**
 * The frame of every page of a course a teacher teaches or substitutes in: crumbs back to the
 * area's list, the course's name as the h1, and the area's tabs as links.
 */
export function TeacherCourseFrame({ area, courseId, current, page, children }: TeacherCourseFrameProps) {
  const { t } = useTranslation('teaching');
  const list = areaList[area];
  return (
    <CourseFrame
      courseId={courseId}
      list={{ label: t(list.title), href: list.href() }}
      tabs={teacherTabs[area].map((tab) => ({
        label: t(`tabs.${tab}`),
        href: tabHref(area, tab, courseId),
        current: tab === current,
      }))}
      page={page}
    >
      {children}
    </CourseFrame>
  );
}
