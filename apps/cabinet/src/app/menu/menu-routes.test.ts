import { describe, expect, it } from 'vitest';
import { menuTable } from '../../access/menu';
import { menuRoutes } from './menu-routes';

describe('the menu routes', () => {
  it('has an address for every route the menu names', () => {
    const named = menuTable.flatMap((section) => section.items.map((item) => item.route));
    expect(named.filter((route) => !menuRoutes[route])).toEqual([]);
  });
});
