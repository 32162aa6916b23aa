import type { RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import { loadPageTexts } from '../../i18n';
import { lazyPage } from '../../shared/lazy-page';
import { paths } from '../../shared/paths';

const page =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  () =>
    load().then((module) => ({ Component: module[name] }));

/** A profile or support page, loaded together with the `account` texts. */
const accountPage =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  () =>
    Promise.all([load(), loadPageTexts('account')]).then(([module]) => ({ Component: module[name] }));

/** Sign-in pages, shown in the default layout. */
export const authRoutes: RouteObject[] = [
  { path: paths.login.path, lazy: page(() => import('./pages/LoginPage'), 'LoginPage') },
  { path: paths.loginSuccess.path, lazy: page(() => import('./pages/LoginSuccessPage'), 'LoginSuccessPage') },
  { path: paths.loginAs.path, lazy: page(() => import('./pages/LoginAsPage'), 'LoginAsPage') },
  { path: paths.loginGoogle.path, lazy: page(() => import('./pages/LoginGooglePage'), 'LoginGooglePage') },
];

/** The signed-in user's own pages, shown in the cabinet layout. */
export const profileRoutes: RouteObject[] = [
  { path: paths.profile.path, lazy: accountPage(() => import('./pages/ProfilePage'), 'ProfilePage') },
  { path: paths.support.path, lazy: accountPage(() => import('./pages/SupportPage'), 'SupportPage') },
  {
    path: paths.profileCertificates.path,
    lazy: lazyPage(() => import('./certificates/CertificatesPage'), 'CertificatesPage', ['certificates']),
  },
];
