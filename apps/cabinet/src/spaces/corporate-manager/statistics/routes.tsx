import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';

const pages = () => import('./pages/ManagerStatisticsPage');
const texts = ['companyStatistics', 'apiErrors', 'progress', 'exports'] as const;

/** The corporate manager's payment statistics: the company's payments, its balance, the colleagues. */
export const corporateManagerStatisticsRoutes: RouteObject[] = [
  { path: paths.corporateManager.statistics.path, lazy: lazyPage(pages, 'ManagerStatisticsPage', texts) },
];
