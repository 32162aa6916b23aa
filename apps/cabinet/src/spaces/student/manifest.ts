import type { Manifest } from '../../shared/manifest';
import { paths } from '../../shared/paths';

const p = paths.student;

/** The student's space: their groups, individual lessons and clubs. */
export const studentManifest: Manifest = {
  name: 'student',
  prefixes: ['student'],
  gate: 'student',
  menu: [
    { section: 'student', label: 'student-groups', href: p.groups.to() },
    { section: 'student', label: 'student-individuals', href: p.individuals.to() },
    { section: 'student', label: 'student-clubs', href: p.clubs.to() },
  ],
  routes: () => import('./routes').then((m) => m.routes),
};
