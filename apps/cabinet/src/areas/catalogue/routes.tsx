import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../shared/lazy-page';
import { paths } from '../../shared/paths';
import { GROUP_TABS } from './catalogue-paths';

/** A catalogue page shows the `catalogue` texts and the API's error messages. */
const texts = ['catalogue', 'apiErrors'] as const;

const tabPage = (tab: (typeof GROUP_TABS)[number]) =>
  lazyPage(
    () => import('./pages/GroupTabs'),
    ({ groupTabPages }) => {
      const Tab = groupTabPages[tab];
      return <Tab />;
    },
  );

/**
 * The public course catalogue: the audiences, one audience's groups with filters, and a group's
 * page whose tabs are child routes. Visitors who have not signed in browse it too.
 */
export const catalogueRoutes: RouteObject[] = [
  {
    path: paths.courses.path,
    lazy: lazyPage(() => import('./pages/CataloguePage'), 'CataloguePage', texts),
  },
  {
    path: paths.coursesAudience.path,
    lazy: lazyPage(() => import('./pages/AudiencePage'), 'AudiencePage', texts),
  },
  {
    path: paths.courseGroup.path,
    lazy: lazyPage(() => import('./pages/GroupPage'), 'GroupPage', texts),
    children: [
      { index: true, element: <Navigate to={GROUP_TABS[0]} replace /> },
      ...GROUP_TABS.map((tab) => ({ path: tab, lazy: tabPage(tab) })),
    ],
  },
];
