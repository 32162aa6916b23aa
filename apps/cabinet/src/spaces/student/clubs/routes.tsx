import { learnerClubsRoutes } from '../../../features/clubs/learner-clubs-routes';
import { paths } from '../../../shared/paths';

/** The student's clubs: `/student/clubs` opens the upcoming ones; the archive beside them. */
export const studentClubsRoutes = learnerClubsRoutes('student', paths.student);
