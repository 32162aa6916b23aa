import { preloadHttpClient } from '@cabinet/api/http';
import { tableOf } from './route-tables';
import { guardedCabinetLayout } from './routes';

/**
 * Asks at once, side by side, for what the visit's first page needs after the entry: its space's
 * route table, the cabinet layout with its texts, and the http client its calls go through.
 * Otherwise each waits for the one before (the router finds the table, then the layout and the
 * page; the page's first call loads the client). The router's own loads then find them loaded.
 * A failed load is left to the router, which tries again and shows its error.
 */
export function preloadFirstPage(pathname: string) {
  const table = tableOf(pathname);
  if (!table) return;
  table().catch(() => undefined);
  guardedCabinetLayout().catch(() => undefined);
  preloadHttpClient();
}
