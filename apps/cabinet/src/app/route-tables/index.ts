import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';

type Table = () => Promise<{ routes: RouteObject[] }>;

const teacher: Table = () => import('./teacher');
const account: Table = () => import('./account');

/**
 * The route table of each space (a role) or area (account, catalogue, video courses) by the first
 * segment of its addresses. The tables load with the first visit to a cabinet page, not with the
 * entry, so the sign-in page loads none of them and does not grow as tables are added. (The
 * production build puts them all, about 10 KB, in the cabinet's file with the cabinet layout.)
 */
export const ROUTE_TABLES: Readonly<Record<string, Table>> = {
  profile: account,
  support: account,
  partners: account,
  courses: () => import('./catalogue'),
  pretests: () => import('./pretests'),
  'video-courses': () => import('./video-courses'),
  student: () => import('./student'),
  parent: () => import('./parent'),
  corporate: () => import('./corporate-student'),
  'corporate-manager': () => import('./corporate-manager'),
  'teacher-corporate': () => import('./corporate-teacher'),
  teacher,
  'substitution-teacher': teacher,
  handbook: teacher,
  tutor: () => import('./tutor'),
  teacherTraining: () => import('./teacher-training'),
};

/** The id of the route in the cabinet layout whose children are the spaces' and areas' pages. */
export const CABINET_PAGES = 'cabinet-pages';

/** The table an address belongs to, by its first segment; none for the shell's own pages. */
export const tableOf = (pathname: string): Table | undefined => ROUTE_TABLES[pathname.split('/')[1] ?? ''];

/**
 * The router's lazy route discovery: before a navigation, the table of its address is loaded
 * (once per router) and its routes are added to the cabinet layout's pages. They are offered on
 * every navigation to the table: the router ignores what an interrupted navigation patches (a
 * move elsewhere while the table loaded), and adds only the routes it does not have yet.
 */
export function routeTableDiscovery(): PatchRoutesOnNavigationFunction {
  const loaded = new Map<Table, Promise<RouteObject[]>>();
  return async ({ path, patch }) => {
    const table = tableOf(path);
    if (!table) return;
    let routes = loaded.get(table);
    if (!routes) {
      routes = table().then((module) => module.routes);
      // A failed load (a new deploy, the network) is tried again by the next navigation.
      routes.catch(() => loaded.delete(table));
      loaded.set(table, routes);
    }
    patch(CABINET_PAGES, await routes);
  };
}

/** Every table at once: the tests that check the whole route tree. */
export const everyRoute = async (): Promise<RouteObject[]> =>
  (await Promise.all([...new Set(Object.values(ROUTE_TABLES))].map((table) => table()))).flatMap(
    ({ routes }) => routes,
  );
