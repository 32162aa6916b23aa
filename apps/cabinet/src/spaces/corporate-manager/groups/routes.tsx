import { areaCourseRoutes } from '../../../features/teaching/teaching-routes';

/** The company's groups as its manager reads them: students, schedule, lessons, tasks and the summary. */
export const corporateManagerGroupsRoutes = areaCourseRoutes('companyGroup');
