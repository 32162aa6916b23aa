import { handbookRoutes } from '../../areas/handbook/routes';
import { teacherAssignedTasksRoutes } from '../../spaces/teacher/assigned-tasks/routes';
import { teacherCalendarRoutes } from '../../spaces/teacher/calendar/routes';
import { teacherClubsRoutes } from '../../spaces/teacher/clubs/routes';
import { dosFeedbackRoutes } from '../../spaces/teacher/dos/routes';
import { teacherGroupsRoutes } from '../../spaces/teacher/groups/routes';
import { teacherIndividualsRoutes } from '../../spaces/teacher/individuals/routes';
import { teacherPretestRoutes } from '../../spaces/teacher/pretests/routes';
import { teacherStatisticsRoutes } from '../../spaces/teacher/statistics/routes';
import { teacherStudentsRoutes } from '../../spaces/teacher/students/routes';
import { teacherSubstitutionsRoutes } from '../../spaces/teacher/substitutions/routes';

/** The teacher's space with the director of studies' pages, and the handbook of every teacher. */
export const routes = [
  ...teacherCalendarRoutes,
  ...handbookRoutes,
  ...dosFeedbackRoutes,
  ...teacherStatisticsRoutes,
  ...teacherSubstitutionsRoutes,
  ...teacherGroupsRoutes,
  ...teacherAssignedTasksRoutes,
  ...teacherClubsRoutes,
  ...teacherStudentsRoutes,
  ...teacherIndividualsRoutes,
  ...teacherPretestRoutes,
];
