import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';

/** The id of the route in the cabinet layout whose children are the spaces' and areas' pages. */
export const CABINET_PAGES = 'cabinet-pages';

/**
 * The subtrees of the manifests an address belongs to. The manifests and their routes come with
 * the cabinet layout's file, never with the entry: the sign-in page loads none of them.
 */
export const subtreesFor = async (pathname: string): Promise<RouteObject[]> =>
  (await import('./manifest-routes')).subtreesFor(pathname);

/**
 * The router's lazy route discovery: before a navigation to an address the router does not know
 * yet, the manifests of its first segment are found and their subtrees added to the cabinet
 * layout's pages. They are offered on every such navigation: the router ignores what an
 * interrupted navigation patches (a move elsewhere while they loaded), and adds only the subtrees
 * it does not have yet (by their ids).
 */
export function routeDiscovery(): PatchRoutesOnNavigationFunction {
  return async ({ path, patch }) => {
    const subtrees = await subtreesFor(path);
    if (subtrees.length > 0) patch(CABINET_PAGES, subtrees);
  };
}
