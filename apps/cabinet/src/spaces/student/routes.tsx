import type { RouteObject } from 'react-router-dom';
import { learnerClubsRoutes } from '../../features/clubs/learner-clubs-routes';
import { paths } from '../../shared/paths';
import { studentGroupsRoutes } from './groups/routes';
import { studentIndividualsRoutes } from './individuals/routes';
import { studentProgressRoutes } from './progress/routes';

/** Every page of the space, behind its gate (the manifest's). */
export const routes: RouteObject[] = [
  ...studentProgressRoutes,
  ...learnerClubsRoutes(paths.student),
  ...studentGroupsRoutes,
  ...studentIndividualsRoutes,
];
