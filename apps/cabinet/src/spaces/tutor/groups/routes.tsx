import { Navigate, type RouteObject } from 'react-router-dom';
import { areaCourseRoutes } from '../../../features/teaching/teaching-routes';

/** A group's own address opens its general tab. */
const toGeneral = (path: string): RouteObject => ({ path, element: <Navigate to="general" replace /> });

/** The tutor's TKT and TYLT groups: taught as the school's teacher teaches a group, with trainees. */
export const tutorGroupsRoutes: RouteObject[] = [
  ...areaCourseRoutes('tktGroup'),
  toGeneral('/tutor/tkt-groups/:id'),
  ...areaCourseRoutes('tyltGroup'),
  toGeneral('/tutor/tylt-groups/:id'),
];
