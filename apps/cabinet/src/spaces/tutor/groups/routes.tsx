import { Navigate, type RouteObject } from 'react-router-dom';
import { teachingCourseRoutes } from '../../../features/teaching/teaching-routes';
import type { CoursePath } from '../../../shared/course-view';
import { tktGroupView, tyltGroupView } from './course-views';

/** A group's own address opens its general tab. */
const toGeneral = (home: CoursePath | undefined): RouteObject[] =>
  home ? [{ path: home.path, element: <Navigate to="general" replace /> }] : [];

/** The tutor's TKT and TYLT groups: taught as the school's teacher teaches a group, with trainees. */
export const tutorGroupsRoutes: RouteObject[] = [
  ...teachingCourseRoutes(tktGroupView),
  ...toGeneral(tktGroupView.pages.home),
  ...teachingCourseRoutes(tyltGroupView),
  ...toGeneral(tyltGroupView.pages.home),
];
