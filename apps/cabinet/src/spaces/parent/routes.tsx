import type { RouteObject } from 'react-router-dom';
import { parentClubsRoutes } from './clubs/routes';
import { parentGroupsRoutes } from './groups/routes';
import { parentIndividualsRoutes } from './individuals/routes';

/** Every page of the space, behind its gate (the manifest's). */
export const routes: RouteObject[] = [
  ...parentClubsRoutes,
  ...parentGroupsRoutes,
  ...parentIndividualsRoutes,
];
