import type { RouteObject } from 'react-router-dom';

/** The clubs a teacher leads (issue 7 item 7): upcoming and archived, a club's pages. */
export const teacherClubsRoutes: RouteObject[] = [];
