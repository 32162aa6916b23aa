import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../shared/lazy-page';
import { paths } from '../../shared/paths';

const texts = ['checkout', 'apiErrors'] as const;

/** Checkout and its success page, in the default layout like the sign-in pages. */
export const checkoutRoutes: RouteObject[] = [
  {
    path: paths.checkout.path,
    lazy: lazyPage(() => import('./pages/CheckoutPage'), 'GuardedCheckoutPage', texts),
  },
  {
    path: paths.checkoutSuccess.path,
    lazy: lazyPage(() => import('./pages/CheckoutSuccessPage'), 'GuardedCheckoutSuccessPage', texts),
  },
];
