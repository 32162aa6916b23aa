import { catalogueRoutes } from '../../spaces/catalogue/routes';

/** The course catalogue. */
export const routes = catalogueRoutes;
