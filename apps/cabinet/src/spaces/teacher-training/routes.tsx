import type { RouteObject } from 'react-router-dom';
import { teacherTrainingEventsRoutes } from './events/routes';
import { teacherTrainingGroupsRoutes } from './groups/routes';

/** Every page of the space, behind its gate (the manifest's). */
export const routes: RouteObject[] = [...teacherTrainingEventsRoutes, ...teacherTrainingGroupsRoutes];
