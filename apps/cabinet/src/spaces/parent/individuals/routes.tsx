import { learnerIndividualRoutes } from '../../../features/course-pages';
import { paths } from '../../../shared/paths';

/**
 * A parent's view of each child's individual lessons, read-only. The address names no child: it
 * is the course's own student. `:studentTaskId` and `:studentTestId` name the assignment, as the
 * course has one student.
 */
export const parentIndividualsRoutes = learnerIndividualRoutes('parent', 'parent.individuals', paths.parent);
