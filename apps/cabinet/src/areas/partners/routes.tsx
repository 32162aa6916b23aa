import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../shared/lazy-page';
import { paths } from '../../shared/paths';

/** Partners' gifts and discounts: `/partners` opens them. */
export const partnersRoutes: RouteObject[] = [
  { path: paths.partners.path, element: <Navigate to={paths.partnersGiftsAndDiscounts.to()} replace /> },
  {
    path: paths.partnersGiftsAndDiscounts.path,
    lazy: lazyPage(() => import('./pages/PartnerOffersPage'), 'PartnerOffersPage'),
  },
];
