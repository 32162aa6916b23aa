import { areaCourseRoutes } from '../../../features/teaching/teaching-routes';

/** The corporate teacher's company groups: taught as the school's teacher teaches a group. */
export const corporateTeacherGroupsRoutes = areaCourseRoutes('corporateGroup');
