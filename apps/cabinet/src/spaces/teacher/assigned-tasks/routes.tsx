import type { RouteObject } from 'react-router-dom';

/** A teacher's assigned tasks and tests of a group or an individual course (issue 7 items 3 and 4). */
export const teacherAssignedTasksRoutes: RouteObject[] = [];
