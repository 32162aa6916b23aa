import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../shared/lazy-page';
import { paths } from '../../shared/paths';

const pages = () => import('./pages/HandbookPages');
const texts = ['handbook'] as const;

/** The teachers' handbook: its categories and a category's cards. */
export const handbookRoutes: RouteObject[] = [
  { path: paths.teacher.handbook.path, lazy: lazyPage(pages, 'HandbookPage', texts) },
  { path: paths.handbookCategory.path, lazy: lazyPage(pages, 'HandbookCategoryPage', texts) },
];
