import type { RouteObject } from 'react-router-dom';
import type { Gate } from '../access/gates';
import type { MenuEntry } from '../access/menu';

/**
 * One space or area of the cabinet, declared once: the first segments of its addresses, the gate
 * every one of its pages stands behind, its menu entries and its routes. The app derives from the
 * manifests which routes an address needs, the menu and one guard per subtree; adding a page
 * touches only the page and its space's routes.
 */
export type Manifest = {
  /** The manifest's name: the id of its subtree in the router. */
  name: string;
  /** The first segments of its pages' addresses (`/teacher/…` → `teacher`). */
  prefixes: readonly string[];
  /** Who may enter its pages; a page may stand behind a narrower gate inside it. */
  gate: Gate;
  /** Its entries in the menu, in order; the menu places each in its section. */
  menu: readonly MenuEntry[];
  /** Its routes, loaded with the first visit to one of its addresses (not with the entry). */
  routes: () => Promise<RouteObject[]>;
};
