import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';

const pages = () => import('./pages/TeacherStatisticsPage');
const texts = ['statistics', 'progress', 'designSystemDomain', 'exports'] as const;

/** The teacher's statistics and salary. */
export const teacherStatisticsRoutes: RouteObject[] = [
  { path: paths.teacher.statistics.path, lazy: lazyPage(pages, 'TeacherStatisticsPage', texts) },
];
