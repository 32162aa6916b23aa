import type { Manifest } from '../../shared/manifest';
import { paths } from '../../shared/paths';

const p = paths.corporateStudent;

/** A company employee's space: their groups, individual lessons, placement tests and clubs. */
export const corporateStudentManifest: Manifest = {
  name: 'corporateStudent',
  prefixes: ['corporate'],
  gate: 'corporateStudent',
  menu: [
    { section: 'corporateStudent', label: 'corporate-student-groups', href: p.groups.to() },
    { section: 'corporateStudent', label: 'corporate-student-individuals', href: p.individuals.to() },
    { section: 'corporateStudent', label: 'corporate-student-pretests', href: p.placementTests.to() },
    { section: 'corporateStudent', label: 'corporate-student-clubs', href: p.clubs.to() },
  ],
  routes: () => import('./routes').then((m) => m.routes),
};
