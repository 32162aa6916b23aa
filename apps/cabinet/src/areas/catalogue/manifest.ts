import type { Manifest } from '../../shared/manifest';
import { paths } from '../../shared/paths';

/** The course catalogue, open to visitors who have not signed in. */
export const catalogueManifest: Manifest = {
  name: 'catalogue',
  prefixes: ['courses'],
  gate: 'courses',
  menu: [
    {
      section: 'general',
      label: 'courses',
      href: paths.courses.to(),
      rule: { anyOf: ['student', 'responsible_person'], orNoSpaces: true },
    },
  ],
  routes: () => import('./routes').then((m) => m.catalogueRoutes),
};
