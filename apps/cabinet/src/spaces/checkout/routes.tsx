import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadPageTexts } from '../../i18n';
import { paths } from '../../shared/paths';

const checkoutPage = (load: () => Promise<{ Component: ComponentType }>) => () =>
  Promise.all([load(), loadPageTexts('checkout'), loadPageTexts('apiErrors')]).then(([page]) => page);

/** Checkout and its success page, in the default layout like the sign-in pages. */
export const checkoutRoutes: RouteObject[] = [
  {
    path: paths.checkout.path,
    lazy: checkoutPage(() =>
      import('./pages/CheckoutPage').then((m) => ({ Component: m.GuardedCheckoutPage })),
    ),
  },
  {
    path: paths.checkoutSuccess.path,
    lazy: checkoutPage(() =>
      import('./pages/CheckoutSuccessPage').then((m) => ({ Component: m.GuardedCheckoutSuccessPage })),
    ),
  },
];
