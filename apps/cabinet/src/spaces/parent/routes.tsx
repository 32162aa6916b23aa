import type { RouteObject } from 'react-router-dom';
import { parentClubsRoutes } from './clubs/routes';
import { parentGroupsRoutes } from './groups/routes';
import { parentIndividualsRoutes } from './individuals/routes';
import { parentProgressRoutes } from './progress/routes';

/** Every page of the space, behind its gate (the manifest's). */
export const routes: RouteObject[] = [
  ...parentProgressRoutes,
  ...parentClubsRoutes,
  ...parentGroupsRoutes,
  ...parentIndividualsRoutes,
];
