import type { Manifest } from '../../shared/manifest';
import { paths } from '../../shared/paths';

const p = paths.student;

/** The student's space: their groups, individual lessons, clubs and progress. */
export const studentManifest: Manifest = {
  name: 'student',
  prefixes: ['student'],
  gate: 'student',
  menu: [
    { section: 'student', label: 'student-groups', href: p.groups.to() },
    { section: 'student', label: 'student-individuals', href: p.individuals.to() },
    { section: 'student', label: 'student-clubs', href: p.clubs.to() },
    { section: 'student', label: 'student-progress', href: p.progress.to() },
  ],
  routes: () => import('./routes').then((m) => m.routes),
};
