import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../shared/lazy-page';
import { paths } from '../../shared/paths';

const accountTexts = ['account'] as const;

/** Sign-in pages, shown in the default layout. */
export const authRoutes: RouteObject[] = [
  { path: paths.login.path, lazy: lazyPage(() => import('./pages/LoginPage'), 'LoginPage') },
  {
    path: paths.loginSuccess.path,
    lazy: lazyPage(() => import('./pages/LoginSuccessPage'), 'LoginSuccessPage'),
  },
  { path: paths.loginAs.path, lazy: lazyPage(() => import('./pages/LoginAsPage'), 'LoginAsPage') },
  {
    path: paths.loginGoogle.path,
    lazy: lazyPage(() => import('./pages/LoginGooglePage'), 'LoginGooglePage'),
  },
];

/** The signed-in user's own pages: the profile and the certificates. */
export const profileRoutes: RouteObject[] = [
  {
    path: paths.profile.path,
    lazy: lazyPage(() => import('./pages/ProfilePage'), 'ProfilePage', ['account', 'calendarFeed']),
  },
  {
    path: paths.profileCertificates.path,
    lazy: lazyPage(() => import('./certificates/CertificatesPage'), 'CertificatesPage', ['certificates']),
  },
  {
    path: paths.profileNotifications.path,
    lazy: lazyPage(() => import('../../features/notifications/NotificationsPage'), 'NotificationsPage', [
      'notifications',
    ]),
  },
  {
    path: paths.profileNotificationSettings.path,
    lazy: lazyPage(
      () => import('../../features/notifications/NotificationSettingsPage'),
      'NotificationSettingsPage',
      ['notifications'],
    ),
  },
];

/** Support: how it works, and a callback request. */
export const supportRoutes: RouteObject[] = [
  {
    path: paths.support.path,
    lazy: lazyPage(() => import('./pages/SupportPage'), 'SupportPage', accountTexts),
  },
];
