import type { Space } from '@cabinet/api/model';
import { type RouteObject, createMemoryRouter, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { landingFor } from '../access/landing';
import { menuFor } from '../access/menu';
import { paths } from '../shared/paths';
import { everySubtree } from './manifest-routes';
import { manifests, manifestsOf, menuEntries } from './manifests';
import { routerOptions, routes } from './routes';

const pathsOf = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

/** The whole tree as the router has it once every subtree is found: the shell's routes and the spaces'. */
const wholeTree = async (): Promise<RouteObject[]> => [
  ...(routes[0]?.children ?? []),
  ...(await everySubtree()),
];

/** Whether an address opens a page of its own (not the catch-all that sends to the 404 page). */
const opens = (tree: RouteObject[], address: string): boolean =>
  (matchRoutes(tree, address) ?? []).some(
    (match) => match.route.path !== '*' && match.route.path !== undefined,
  );

const EVERY_SPACE: Space[] = [
  'student',
  'responsible_person',
  'corporate_student',
  'corporate_hr',
  'student_teacher_training',
  'teacher',
  'tutor',
  'dos',
  'corporate_teacher',
  'pretest',
  'no_space',
];

describe("the spaces' and areas' manifests", () => {
  it('each holds only the addresses of its own first segments', async () => {
    for (const manifest of manifests) {
      const outside = pathsOf(await manifest.routes())
        .filter((path) => path.startsWith('/'))
        .filter((path) => !manifest.prefixes.includes(path.split('/')[1] ?? ''));
      expect(outside, manifest.name).toEqual([]);
    }
  });

  it('have names of their own: each is one subtree of the router', () => {
    const names = manifests.map((manifest) => manifest.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('every address of the app belongs to a manifest or to the shell', () => {
    const shell = ['login', 'login-as', 'login-google', 'checkout', 'error-404', '404', ''];
    const addresses = (tree: unknown): string[] =>
      typeof tree !== 'object' || tree === null
        ? []
        : 'path' in tree && typeof tree.path === 'string'
          ? [tree.path]
          : Object.values(tree).flatMap(addresses);
    const all = addresses(paths);
    expect(all.length).toBeGreaterThan(100);
    const homeless = all.filter(
      (path) => manifestsOf(path).length === 0 && !shell.includes(path.split('/')[1] ?? ''),
    );
    expect(homeless).toEqual([]);
  });

  it('every menu entry of every space, and every landing after sign-in, opens a page', async () => {
    const tree = await wholeTree();
    const hrefs = menuFor(EVERY_SPACE, menuEntries).flatMap((section) =>
      section.items.map((item) => item.href),
    );
    expect(hrefs.length).toBeGreaterThan(20);
    expect(hrefs.filter((href) => !opens(tree, href))).toEqual([]);
    for (const spaces of [['teacher'], ['teacher', 'dos'], ['student'], ['tutor']] as Space[][]) {
      expect(opens(tree, landingFor(spaces, false))).toBe(true);
    }
    expect(landingFor(['teacher'], false)).toBe(paths.teacher.calendar.to());
    expect(opens(tree, landingFor(['student'], true))).toBe(true);
  });
});

describe('the route discovery', () => {
  it('opens a space whose first navigation was interrupted while its routes loaded', async () => {
    const router = createMemoryRouter(routes, { ...routerOptions(), initialEntries: ['/login'] });
    // The move elsewhere comes before the routes have loaded: the router drops what that first
    // navigation patches.
    void router.navigate('/student/groups');
    await router.navigate('/login');
    await router.navigate('/student/groups');
    expect(router.state.location.pathname).toBe('/student/groups');
    expect(router.state.matches.at(-1)?.route.path).toBe('/student/groups');
    router.dispose();
  });
});
