import { studentClubsRoutes } from '../../spaces/student/clubs/routes';
import { studentGroupsRoutes } from '../../spaces/student/groups/routes';
import { studentIndividualsRoutes } from '../../spaces/student/individuals/routes';

/** The student's space. */
export const routes = [...studentClubsRoutes, ...studentGroupsRoutes, ...studentIndividualsRoutes];
