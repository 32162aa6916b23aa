import type { Manifest } from '../../shared/manifest';
import { paths } from '../../shared/paths';

/** The signed-in user's own pages: the profile and the certificates. */
export const profileManifest: Manifest = {
  name: 'profile',
  prefixes: ['profile'],
  gate: 'account',
  menu: [
    {
      section: 'general',
      label: 'profile-certificates',
      href: paths.profileCertificates.to(),
      rule: { noneOf: ['tutor'], notAllOf: ['teacher', 'student_teacher_training'] },
    },
  ],
  routes: () => import('./routes').then((m) => m.profileRoutes),
};

/** Support, for every signed-in user: its entry closes the menu's general section. */
export const supportManifest: Manifest = {
  name: 'support',
  prefixes: ['support'],
  gate: 'account',
  menu: [{ section: 'general', label: 'support', href: paths.support.to() }],
  routes: () => import('./routes').then((m) => m.supportRoutes),
};
