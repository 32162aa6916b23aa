import { preloadHttpClient } from '@cabinet/api/http';
import { matchRoutes } from 'react-router-dom';
import { subtreesFor } from './route-discovery';
import { guardedCabinetLayout, queryLayer, routes } from './routes';

/** An address of the shell's own pages (sign-in, checkout, 404): no space's routes, no cabinet layout. */
const shellPage = (pathname: string): boolean =>
  (matchRoutes(routes, pathname) ?? []).some((match) => match.route.path && match.route.path !== '*');

/**
 * Asks at once, side by side, for what the visit's first page needs after the entry: its space's
 * routes (from its manifest), the query layer and the cabinet layout with its texts, and the http
 * client its calls go through.
 * Otherwise each waits for the one before (the router finds the routes, then the layout and the
 * page; the page's first call loads the client). The router's own loads then find them loaded.
 * A failed load is left to the router, which tries again and shows its error.
 */
export function preloadFirstPage(pathname: string) {
  if (shellPage(pathname)) return;
  subtreesFor(pathname).catch(() => undefined);
  queryLayer().catch(() => undefined);
  guardedCabinetLayout().catch(() => undefined);
  preloadHttpClient();
}
