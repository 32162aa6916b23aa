import { gateRules } from '../../access/gates';
import type { Manifest } from '../../shared/manifest';
import { paths } from '../../shared/paths';

/** The video courses: the library, a course's tabs, its survey and the subscription. */
export const videoCoursesManifest: Manifest = {
  name: 'videoCourses',
  prefixes: ['video-courses'],
  gate: 'videoCourses',
  menu: [
    {
      section: 'general',
      label: 'video-courses-list',
      href: paths.videoCourses.to(),
      rule: gateRules.videoCourses,
      badge: 'new',
    },
  ],
  routes: () => import('./routes').then((m) => m.videoCoursesRoutes),
};
