import type { RouteObject } from 'react-router-dom';

/** The teacher's students (issue 7 item 9): the list and a student's page. */
export const teacherStudentsRoutes: RouteObject[] = [];
