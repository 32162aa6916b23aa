import { corporateTeacherGroupsRoutes } from '../../spaces/corporate-teacher/groups/routes';
import { corporateTeacherIndividualsRoutes } from '../../spaces/corporate-teacher/individuals/routes';
import { corporateTeacherPretestRoutes } from '../../spaces/corporate-teacher/pretests/routes';
import { corporateTeacherStudentsRoutes } from '../../spaces/corporate-teacher/students/routes';

/** The corporate teacher's space. */
export const routes = [
  ...corporateTeacherGroupsRoutes,
  ...corporateTeacherIndividualsRoutes,
  ...corporateTeacherStudentsRoutes,
  ...corporateTeacherPretestRoutes,
];
