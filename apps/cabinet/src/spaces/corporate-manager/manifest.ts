import type { Manifest } from '../../shared/manifest';
import { paths } from '../../shared/paths';

const p = paths.corporateManager;

/** The company manager's space: the employees, their placement tests, the company's courses and statistics. */
export const corporateManagerManifest: Manifest = {
  name: 'corporateManager',
  prefixes: ['corporate-manager'],
  gate: 'corporateManager',
  menu: [
    { section: 'corporateManager', label: 'corporate-manager-students', href: p.students.to() },
    { section: 'corporateManager', label: 'corporate-manager-pretests', href: p.placementTests.to() },
    { section: 'corporateManager', label: 'corporate-manager-groups', href: p.groups.to() },
    { section: 'corporateManager', label: 'corporate-manager-individuals', href: p.individuals.to() },
    { section: 'corporateManager', label: 'corporate-manager-statistics', href: p.statistics.to() },
  ],
  routes: () => import('./routes').then((m) => m.routes),
};
