import { learnerClubsRoutes } from '../../../features/clubs/learner-clubs-routes';
import { paths } from '../../../shared/paths';

/** A company's employee's clubs, booked by the student's rules: upcoming first, the archive beside them. */
export const corporateStudentClubsRoutes = learnerClubsRoutes('corporateStudent', paths.corporateStudent);
