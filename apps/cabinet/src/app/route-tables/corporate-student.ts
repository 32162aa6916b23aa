import { corporateStudentClubsRoutes } from '../../spaces/corporate-student/clubs/routes';
import { corporateStudentGroupsRoutes } from '../../spaces/corporate-student/groups/routes';
import { corporateStudentIndividualsRoutes } from '../../spaces/corporate-student/individuals/routes';
import { corporateStudentPretestRoutes } from '../../spaces/corporate-student/pretests/routes';

/** A company employee's space. */
export const routes = [
  ...corporateStudentGroupsRoutes,
  ...corporateStudentIndividualsRoutes,
  ...corporateStudentClubsRoutes,
  ...corporateStudentPretestRoutes,
];
