import { gateRules } from '../../access/gates';
import type { Manifest } from '../../shared/manifest';
import { paths } from '../../shared/paths';

/** The handbook of everyone who teaches: its categories and their cards. */
export const handbookManifest: Manifest = {
  name: 'handbook',
  prefixes: ['teacher', 'handbook'],
  gate: 'handbook',
  menu: [
    {
      section: 'general',
      label: 'teacher-handbook',
      href: paths.teacher.handbook.to(),
      rule: gateRules.handbook,
    },
  ],
  routes: () => import('./routes').then((m) => m.handbookRoutes),
};
