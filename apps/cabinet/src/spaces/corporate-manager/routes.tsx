import type { RouteObject } from 'react-router-dom';
import { teachingCourseRoutes } from '../../features/teaching/teaching-routes';
import { companyGroupView } from './groups/course-view';
import { companyIndividualView } from './individuals/course-view';
import { corporateManagerPretestRoutes } from './pretests/routes';
import { corporateManagerStatisticsRoutes } from './statistics/routes';
import { corporateManagerStudentsRoutes } from './students/routes';

/** Every page of the space, behind its gate (the manifest's). */
export const routes: RouteObject[] = [
  ...corporateManagerStudentsRoutes,
  ...corporateManagerStatisticsRoutes,
  ...teachingCourseRoutes(companyGroupView),
  ...teachingCourseRoutes(companyIndividualView),
  ...corporateManagerPretestRoutes,
];
