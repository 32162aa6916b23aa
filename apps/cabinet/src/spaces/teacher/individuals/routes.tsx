import type { RouteObject } from 'react-router-dom';

/** A teacher's individual courses, and those they substitute in (issue 7 item 4). */
export const teacherIndividualsRoutes: RouteObject[] = [];
