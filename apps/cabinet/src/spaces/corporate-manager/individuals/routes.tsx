import { areaCourseRoutes } from '../../../features/teaching/teaching-routes';

/** The company's individual lessons as its manager reads them. */
export const corporateManagerIndividualsRoutes = areaCourseRoutes('companyIndividual');
