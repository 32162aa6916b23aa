import { catalogueRoutes } from '../../areas/catalogue/routes';

/** The course catalogue. */
export const routes = catalogueRoutes;
