import { profileRoutes } from '../../areas/account/routes';
import { partnersRoutes } from '../../areas/partners/routes';

/** The signed-in user's own pages: the profile, certificates, support, the partners' offers. */
export const routes = [...profileRoutes, ...partnersRoutes];
