import { profileRoutes } from '../../spaces/account/routes';
import { partnersRoutes } from '../../spaces/partners/routes';

/** The signed-in user's own pages: the profile, certificates, support, the partners' offers. */
export const routes = [...profileRoutes, ...partnersRoutes];
