import type { Manifest } from '../../shared/manifest';
import { paths } from '../../shared/paths';

/** The entry (placement) test any learner may take; its intro turns more people away. */
export const placementTestManifest: Manifest = {
  name: 'placementTests',
  prefixes: ['pretests'],
  gate: 'placementTests',
  menu: [
    {
      section: 'general',
      label: 'pretest-general',
      href: paths.placementTests.to(),
      rule: { noneOf: ['tutor', 'teacher', 'dos', 'corporate_student', 'corporate_hr'] },
    },
  ],
  routes: () => import('./routes').then((m) => m.pretestRoutes),
};
