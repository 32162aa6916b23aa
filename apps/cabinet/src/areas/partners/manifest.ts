import { gateRules } from '../../access/gates';
import type { Manifest } from '../../shared/manifest';
import { paths } from '../../shared/paths';

/** The partners' gifts and discounts, for anyone who holds a space. */
export const partnersManifest: Manifest = {
  name: 'partners',
  prefixes: ['partners'],
  gate: 'partners',
  menu: [
    {
      section: 'general',
      label: 'partners-gifts-and-discounts',
      href: paths.partnersGiftsAndDiscounts.to(),
      rule: gateRules.partners,
    },
  ],
  routes: () => import('./routes').then((m) => m.partnersRoutes),
};
