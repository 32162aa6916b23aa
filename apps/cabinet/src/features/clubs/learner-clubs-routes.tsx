import type { ClubPeriod } from '@cabinet/api/model';
import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../shared/lazy-page';
import type { ClubTabs } from './LearnerClubsPage';

type ClubPaths = { clubs: { path: string }; clubsUpcoming: ClubTabs['upcoming'] & { path: string } } & {
  clubsArchived: ClubTabs['archived'] & { path: string };
};

/**
 * A learner space's club routes: the clubs address opens the upcoming ones, with the archive beside
 * them.
 */
export function learnerClubsRoutes(p: ClubPaths): RouteObject[] {
  const tabs: ClubTabs = { upcoming: p.clubsUpcoming, archived: p.clubsArchived };
  const page = (period: ClubPeriod) =>
    lazyPage(
      () => import('./LearnerClubsPage'),
      (m) => <m.LearnerClubsPage tabs={tabs} period={period} />,
      ['clubs'],
    );
  return [
    { path: p.clubs.path, element: <Navigate to={p.clubsUpcoming.to()} replace /> },
    { path: p.clubsUpcoming.path, lazy: page('upcoming') },
    { path: p.clubsArchived.path, lazy: page('archived') },
  ];
}
