import type { RouteObject } from 'react-router-dom';
import { registerBuiltPaths } from '../shared/built-paths';
import { authRoutes, profileRoutes } from '../spaces/account/routes';
import { partnersRoutes } from '../spaces/partners/routes';

const pathsOf = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

/** The space route trees the shell mounts, in one list. */
export const spaceRoutes = { auth: authRoutes, cabinet: [...profileRoutes, ...partnersRoutes] };

/** Every path the app has built: the menu links only to these, so no entry is a dead link. */
export const builtPaths = new Set(pathsOf([...spaceRoutes.auth, ...spaceRoutes.cabinet]));

registerBuiltPaths(builtPaths);
