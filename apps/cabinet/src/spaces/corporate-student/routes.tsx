import type { RouteObject } from 'react-router-dom';
import { learnerClubsRoutes } from '../../features/clubs/learner-clubs-routes';
import { paths } from '../../shared/paths';
import { corporateStudentGroupsRoutes } from './groups/routes';
import { corporateStudentIndividualsRoutes } from './individuals/routes';
import { corporateStudentPretestRoutes } from './pretests/routes';

/** Every page of the space, behind its gate (the manifest's). */
export const routes: RouteObject[] = [
  ...corporateStudentGroupsRoutes,
  ...corporateStudentIndividualsRoutes,
  ...learnerClubsRoutes(paths.corporateStudent),
  ...corporateStudentPretestRoutes,
];
