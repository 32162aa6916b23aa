import type { RouteObject } from 'react-router-dom';
import { tutorGroupsRoutes } from './groups/routes';
import { tutorSubstitutionsRoutes } from './substitutions/routes';
import { tutorTraineesRoutes } from './trainees/routes';

/** Every page of the space, behind its gate (the manifest's). */
export const routes: RouteObject[] = [
  ...tutorGroupsRoutes,
  ...tutorSubstitutionsRoutes,
  ...tutorTraineesRoutes,
];
