import type { Manifest } from '../../shared/manifest';
import { paths } from '../../shared/paths';

const p = paths.tutor;

/** The tutor's space: their TKT and TYLT groups, the substitutions and the trainees. */
export const tutorManifest: Manifest = {
  name: 'tutor',
  prefixes: ['tutor'],
  gate: 'tutor',
  menu: [
    { section: 'tutor', label: 'tutor-tkt-groups', href: p.tktGroups.to() },
    { section: 'tutor', label: 'tutor-tylt-groups', href: p.tyltGroups.to() },
    { section: 'tutor', label: 'tutor-substitutions', href: p.substitutions.to('tkt') },
  ],
  routes: () => import('./routes').then((m) => m.routes),
};
