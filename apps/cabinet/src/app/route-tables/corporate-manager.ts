import { corporateManagerGroupsRoutes } from '../../spaces/corporate-manager/groups/routes';
import { corporateManagerIndividualsRoutes } from '../../spaces/corporate-manager/individuals/routes';
import { corporateManagerPretestRoutes } from '../../spaces/corporate-manager/pretests/routes';
import { corporateManagerStatisticsRoutes } from '../../spaces/corporate-manager/statistics/routes';
import { corporateManagerStudentsRoutes } from '../../spaces/corporate-manager/students/routes';

/** The company manager's space. */
export const routes = [
  ...corporateManagerStudentsRoutes,
  ...corporateManagerStatisticsRoutes,
  ...corporateManagerGroupsRoutes,
  ...corporateManagerIndividualsRoutes,
  ...corporateManagerPretestRoutes,
];
