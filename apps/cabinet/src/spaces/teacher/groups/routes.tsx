import type { RouteObject } from 'react-router-dom';

/** The teacher's groups (issue 7 item 2): the list and a group's general, schedule, students, summary and catch-up pages. */
export const teacherGroupsRoutes: RouteObject[] = [];
