import { type Location, NavigationType, matchPath, useLocation } from 'react-router-dom';

/**
 * Where the page on screen was arrived at from: the address shown before the last navigation, by a
 * link, a redirect of the app or the browser's back and forward buttons. A redirect (a replace)
 * keeps the origin of the navigation it redirects, so a page that sends the user on at once is not
 * where they came from. The placement tests' page guards read it (docs/rules-and-limits.md#placement-tests).
 */
type Arrival = { key: string; pathname: string; from: string | null };

let arrival: Arrival | null = null;

function note(location: Location, action: NavigationType): void {
  if (arrival?.key === location.key) return;
  const from = !arrival ? null : action === NavigationType.Replace ? arrival.from : arrival.pathname;
  arrival = { key: location.key, pathname: location.pathname, from };
}

type WatchedRouter = {
  state: { location: Location; historyAction: NavigationType };
  subscribe: (listener: (state: { location: Location; historyAction: NavigationType }) => void) => () => void;
};

/** Follows a router's navigations (the app's router, or a test's); the first address has no origin. */
export function watchArrivals(router: WatchedRouter): () => void {
  arrival = null;
  note(router.state.location, router.state.historyAction);
  return router.subscribe((state) => note(state.location, state.historyAction));
}

/** The address the page on screen was arrived at from; null on the first page or when unknown. */
export function useArrivedFrom(): string | null {
  const { key } = useLocation();
  return arrival?.key === key ? arrival.from : null;
}

/** The route parameters of where the page was arrived at from, when that address is of `pattern`. */
export function useArrivedFromRoute(pattern: string): Record<string, string | undefined> | null {
  const from = useArrivedFrom();
  return from === null ? null : (matchPath(pattern, from)?.params ?? null);
}
