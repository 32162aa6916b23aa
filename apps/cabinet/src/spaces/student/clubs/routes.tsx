import { Navigate, type RouteObject } from 'react-router-dom';
import { loadPageTexts } from '../../../i18n';
import { paths } from '../../../shared/paths';

const clubsPage = (period: 'upcoming' | 'archived') => () =>
  Promise.all([import('./pages/StudentClubsPage'), loadPageTexts('clubs')]).then(([m]) => ({
    Component: period === 'upcoming' ? m.UpcomingClubsPage : m.ArchivedClubsPage,
  }));

/** The student's clubs (seed 000 §2): `/student/clubs` opens the upcoming ones; the archive beside them. */
export const studentClubsRoutes: RouteObject[] = [
  { path: paths.student.clubs.path, element: <Navigate to={paths.student.clubsUpcoming.to()} replace /> },
  { path: paths.student.clubsUpcoming.path, lazy: clubsPage('upcoming') },
  { path: paths.student.clubsArchived.path, lazy: clubsPage('archived') },
];
