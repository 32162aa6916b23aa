import { areaCourseRoutes } from '../../../features/teaching/teaching-routes';

/** The corporate teacher's individual lessons with a company's employees. */
export const corporateTeacherIndividualsRoutes = areaCourseRoutes('corporateIndividual');
