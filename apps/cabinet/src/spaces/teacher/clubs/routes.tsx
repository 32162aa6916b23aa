import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';

const pages = () => import('./pages/TeacherClubsPages');
const texts = ['teacherClubs', 'teaching', 'learning', 'apiErrors', 'designSystemDomain'] as const;

/**
 * The clubs a teacher leads: upcoming and archived, a club's pages. The two list
 * tabs are fixed paths, so they win over a club's `:id` (a fixed segment outranks a parameter).
 */
export const teacherClubsRoutes: RouteObject[] = [
  {
    path: paths.teacher.clubs.path,
    element: <Navigate to={paths.teacher.clubsTab.to('upcoming')} replace />,
  },
  {
    path: paths.teacher.clubsTab.path.replace(':tab', 'upcoming'),
    lazy: lazyPage(pages, 'TeacherUpcomingClubsPage', texts),
  },
  {
    path: paths.teacher.clubsTab.path.replace(':tab', 'archived'),
    lazy: lazyPage(pages, 'TeacherArchivedClubsPage', texts),
  },
  { path: paths.teacher.club.path, lazy: lazyPage(pages, 'TeacherClubPage', texts) },
];
