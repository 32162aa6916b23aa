import { areaCourseRoutes } from '../../../features/teaching/teaching-routes';

/** The teacher's groups: the list, a group's tabs, its lessons and its assigned tasks and tests. */
export const teacherGroupsRoutes = areaCourseRoutes('group');
