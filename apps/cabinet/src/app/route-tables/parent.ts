import { parentClubsRoutes } from '../../spaces/parent/clubs/routes';
import { parentGroupsRoutes } from '../../spaces/parent/groups/routes';
import { parentIndividualsRoutes } from '../../spaces/parent/individuals/routes';

/** The parent's space. */
export const routes = [...parentClubsRoutes, ...parentGroupsRoutes, ...parentIndividualsRoutes];
