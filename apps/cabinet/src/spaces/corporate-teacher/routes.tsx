import type { RouteObject } from 'react-router-dom';
import { teachingCourseRoutes } from '../../features/teaching/teaching-routes';
import { corporateTeacherGroupView } from './groups/course-view';
import { corporateTeacherIndividualView } from './individuals/course-view';
import { corporateTeacherPretestRoutes } from './pretests/routes';
import { corporateTeacherStudentsRoutes } from './students/routes';

/** Every page of the space, behind its gate (the manifest's). */
export const routes: RouteObject[] = [
  ...teachingCourseRoutes(corporateTeacherGroupView),
  ...teachingCourseRoutes(corporateTeacherIndividualView),
  ...corporateTeacherStudentsRoutes,
  ...corporateTeacherPretestRoutes,
];
