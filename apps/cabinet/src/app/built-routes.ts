import type { RouteObject } from 'react-router-dom';
import { registerBuiltPaths } from '../shared/built-paths';
import { authRoutes, profileRoutes } from '../spaces/account/routes';
import { catalogueRoutes } from '../spaces/catalogue/routes';
import { checkoutRoutes } from '../spaces/checkout/routes';
import { parentClubsRoutes } from '../spaces/parent/clubs/routes';
import { partnersRoutes } from '../spaces/partners/routes';
import { studentClubsRoutes } from '../spaces/student/clubs/routes';

const pathsOf = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

/** The space route trees the shell mounts, in one list. */
export const spaceRoutes = {
  auth: [...authRoutes, ...checkoutRoutes],
  cabinet: [
    ...profileRoutes,
    ...partnersRoutes,
    ...studentClubsRoutes,
    ...parentClubsRoutes,
    ...catalogueRoutes,
  ],
};

/** Every path the app has built: the menu links only to these, so no entry is a dead link. */
export const builtPaths = new Set(pathsOf([...spaceRoutes.auth, ...spaceRoutes.cabinet]));

registerBuiltPaths(builtPaths);
