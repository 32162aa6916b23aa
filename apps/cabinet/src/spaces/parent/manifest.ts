import type { Manifest } from '../../shared/manifest';
import { paths } from '../../shared/paths';

const p = paths.parent;

/** The parent's space: each child's groups, individual lessons, clubs and progress, read-only. */
export const parentManifest: Manifest = {
  name: 'parent',
  prefixes: ['parent'],
  gate: 'parent',
  menu: [
    { section: 'parent', label: 'parent-groups', href: p.groups.to() },
    { section: 'parent', label: 'parent-individuals', href: p.individuals.to() },
    { section: 'parent', label: 'parent-clubs', href: p.clubs.to() },
    { section: 'parent', label: 'parent-progress', href: p.progress.to() },
  ],
  routes: () => import('./routes').then((m) => m.routes),
};
