import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';

const pages = () => import('./pages/DosFeedbackPages');
const coursePages = () => import('./pages/DosCourseFeedbackPages');
const texts = ['teacherFeedback', 'feedback', 'exports'] as const;
const clubCancellationsPage = () => import('./pages/DosClubCancellationsPage');
const lateCancellationsPage = () => import('./pages/DosLateCancellationsPage');
const statisticsPage = () => import('./pages/DosStatisticsPage');

/** The director of studies' feedback review. */
export const dosFeedbackRoutes: RouteObject[] = [
  { path: paths.teacher.dosGroupsFeedback.path, lazy: lazyPage(pages, 'DosGroupsFeedbackPage', texts) },
  { path: paths.teacher.dosModuleFeedback.path, lazy: lazyPage(pages, 'DosModuleFeedbackPage', texts) },
  { path: paths.teacher.dosFeedback.path, lazy: lazyPage(pages, 'DosFeedbackReviewPage', texts) },
  { path: paths.teacher.dosCourseFeedback.path, lazy: lazyPage(coursePages, 'DosCourseFeedbackPage', texts) },
  {
    path: paths.teacher.dosCourseFeedbackOne.path,
    lazy: lazyPage(coursePages, 'DosCourseFeedbackReadPage', texts),
  },
  {
    path: paths.teacher.dosClubCancellations.path,
    lazy: lazyPage(clubCancellationsPage, 'DosClubCancellationsPage', ['clubs', 'exports']),
  },
  {
    path: paths.teacher.dosLateCancellations.path,
    lazy: lazyPage(lateCancellationsPage, 'DosLateCancellationsPage', [
      'lateCancellations',
      'apiErrors',
      'exports',
    ]),
  },
  {
    path: paths.teacher.dosStatistics.path,
    lazy: lazyPage(statisticsPage, 'DosStatisticsPage', ['statistics', 'apiErrors', 'progress']),
  },
];
