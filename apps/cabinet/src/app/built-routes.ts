import type { RouteObject } from 'react-router-dom';
import { registerBuiltPaths } from '../shared/built-paths';
import { authRoutes, profileRoutes } from '../spaces/account/routes';

const pathsOf = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

/** The space route trees the shell mounts, in one list. */
export const spaceRoutes = { auth: authRoutes, cabinet: profileRoutes };

/** Every path the app has built: the menu links only to these, so no entry is a dead link. */
export const builtPaths = new Set(pathsOf([...authRoutes, ...profileRoutes]));

registerBuiltPaths(builtPaths);
