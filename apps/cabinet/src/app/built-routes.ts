import type { RouteObject } from 'react-router-dom';
import { registerBuiltPaths } from '../shared/built-paths';
import { authRoutes, profileRoutes } from '../spaces/account/routes';
import { catalogueRoutes } from '../spaces/catalogue/routes';
import { handbookRoutes } from '../spaces/handbook/routes';
import { checkoutRoutes } from '../spaces/checkout/routes';
import { parentClubsRoutes } from '../spaces/parent/clubs/routes';
import { parentGroupsRoutes } from '../spaces/parent/groups/routes';
import { parentIndividualsRoutes } from '../spaces/parent/individuals/routes';
import { partnersRoutes } from '../spaces/partners/routes';
import { pretestRoutes } from '../spaces/pretest/routes';
import { studentClubsRoutes } from '../spaces/student/clubs/routes';
import { studentGroupsRoutes } from '../spaces/student/groups/routes';
import { studentIndividualsRoutes } from '../spaces/student/individuals/routes';
import { teacherCalendarRoutes } from '../spaces/teacher/calendar/routes';
import { teacherGroupsRoutes } from '../spaces/teacher/groups/routes';
import { teacherLessonsRoutes } from '../spaces/teacher/lessons/routes';
import { teacherAssignedTasksRoutes } from '../spaces/teacher/assigned-tasks/routes';
import { teacherClubsRoutes } from '../spaces/teacher/clubs/routes';
import { teacherStudentsRoutes } from '../spaces/teacher/students/routes';
import { teacherIndividualsRoutes } from '../spaces/teacher/individuals/routes';
import { dosFeedbackRoutes } from '../spaces/teacher/dos/routes';
import { teacherFeedbackRoutes } from '../spaces/teacher/feedback/routes';
import { teacherStatisticsRoutes } from '../spaces/teacher/statistics/routes';
import { teacherSubstitutionsRoutes } from '../spaces/teacher/substitutions/routes';

const pathsOf = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

/** The space route trees the shell mounts, in one list. */
export const spaceRoutes = {
  auth: [...authRoutes, ...checkoutRoutes],
  cabinet: [
    ...profileRoutes,
    ...partnersRoutes,
    ...studentClubsRoutes,
    ...studentGroupsRoutes,
    ...studentIndividualsRoutes,
    ...parentClubsRoutes,
    ...parentGroupsRoutes,
    ...parentIndividualsRoutes,
    ...catalogueRoutes,
    ...pretestRoutes,
    ...teacherCalendarRoutes,
    ...handbookRoutes,
    ...teacherFeedbackRoutes,
    ...dosFeedbackRoutes,
    ...teacherStatisticsRoutes,
    ...teacherSubstitutionsRoutes,
    ...teacherGroupsRoutes,
    ...teacherLessonsRoutes,
    ...teacherAssignedTasksRoutes,
    ...teacherClubsRoutes,
    ...teacherStudentsRoutes,
    ...teacherIndividualsRoutes,
  ],
};

/** Every path the app has built: the menu links only to these, so no entry is a dead link. */
export const builtPaths = new Set(pathsOf([...spaceRoutes.auth, ...spaceRoutes.cabinet]));

registerBuiltPaths(builtPaths);
