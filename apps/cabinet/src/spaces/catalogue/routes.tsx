import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../shared/lazy-page';
import { paths } from '../../shared/paths';
import { GROUP_TABS } from './catalogue-paths';

/** A catalogue page, loaded together with the `catalogue` texts and the API's error messages. */
const cataloguePage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyPage(load, name, ['catalogue', 'apiErrors']);

const tabPage = (tab: (typeof GROUP_TABS)[number]) => () =>
  import('./pages/GroupTabs').then((module) => ({ Component: module.groupTabPages[tab] }));

/**
 * The public course catalogue: the audiences, one
 * audience's groups with filters, and a group's page whose tabs are child routes.
 */
export const catalogueRoutes: RouteObject[] = [
  { path: paths.courses.path, lazy: cataloguePage(() => import('./pages/CataloguePage'), 'CataloguePage') },
  {
    path: paths.coursesAudience.path,
    lazy: cataloguePage(() => import('./pages/AudiencePage'), 'AudiencePage'),
  },
  {
    path: paths.courseGroup.path,
    lazy: cataloguePage(() => import('./pages/GroupPage'), 'GroupPage'),
    children: [
      { index: true, element: <Navigate to={GROUP_TABS[0]} replace /> },
      ...GROUP_TABS.map((tab) => ({ path: tab, lazy: tabPage(tab) })),
    ],
  },
];
