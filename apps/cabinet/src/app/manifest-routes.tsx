import type { RouteObject } from 'react-router-dom';
import type { GateHandle } from '../access/gates';
import { GateOutlet } from '../session/RequireGate';
import type { Manifest } from '../shared/manifest';
import { manifests, manifestsOf } from './manifests';

/** A manifest's routes as one subtree behind its gate: the one guard of all its pages. */
export function gatedSubtree(manifest: Manifest, routes: RouteObject[]): RouteObject {
  const handle: GateHandle = { gate: manifest.gate };
  return { id: manifest.name, handle, element: <GateOutlet gate={manifest.gate} />, children: routes };
}

const loaded = new Map<Manifest, Promise<RouteObject>>();

/** A manifest's subtree, loaded once; a failed load (a new deploy, the network) is tried again next time. */
function subtreeOf(manifest: Manifest): Promise<RouteObject> {
  let subtree = loaded.get(manifest);
  if (!subtree) {
    subtree = manifest.routes().then((routes) => gatedSubtree(manifest, routes));
    subtree.catch(() => loaded.delete(manifest));
    loaded.set(manifest, subtree);
  }
  return subtree;
}

/** The subtrees of the manifests an address belongs to (none for an address of no space). */
export const subtreesFor = (pathname: string): Promise<RouteObject[]> =>
  Promise.all(manifestsOf(pathname).map(subtreeOf));

/** Every subtree at once: the tests that check the whole route tree. */
export const everySubtree = (): Promise<RouteObject[]> => Promise.all(manifests.map(subtreeOf));
