import { pretestRoutes } from '../../spaces/pretest/routes';

/** The placement test. */
export const routes = pretestRoutes;
