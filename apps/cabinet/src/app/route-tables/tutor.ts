import { tutorGroupsRoutes } from '../../spaces/tutor/groups/routes';
import { tutorSubstitutionsRoutes } from '../../spaces/tutor/substitutions/routes';
import { tutorTraineesRoutes } from '../../spaces/tutor/trainees/routes';

/** The tutor's space. */
export const routes = [...tutorGroupsRoutes, ...tutorSubstitutionsRoutes, ...tutorTraineesRoutes];
