import { learnerIndividualRoutes } from '../../../features/course-pages';
import { paths } from '../../../shared/paths';

/** The student's individual lessons: a course page with tabs. */
export const studentIndividualsRoutes = learnerIndividualRoutes(
  'student',
  'student.individuals',
  paths.student,
);
