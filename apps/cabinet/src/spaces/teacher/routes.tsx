import type { RouteObject } from 'react-router-dom';
import { teachingCourseRoutes } from '../../features/teaching/teaching-routes';
import { GateOutlet } from '../../session/RequireGate';
import { teacherAssignedTasksRoutes } from './assigned-tasks/routes';
import { teacherCalendarRoutes } from './calendar/routes';
import { teacherClubsRoutes } from './clubs/routes';
import { dosFeedbackRoutes } from './dos/routes';
import { teacherGroupView } from './groups/course-view';
import { teacherIndividualsRoutes } from './individuals/routes';
import { teacherPretestRoutes } from './pretests/routes';
import { teacherStatisticsRoutes } from './statistics/routes';
import { teacherStudentsRoutes } from './students/routes';
import { teacherSubstitutionsRoutes } from './substitutions/routes';

/** The teacher's own pages; the director of studies' pages behind their narrower gate. */
export const teacherRoutes: RouteObject[] = [
  ...teachingCourseRoutes(teacherGroupView),
  ...teacherAssignedTasksRoutes,
  ...teacherStudentsRoutes,
  ...teacherIndividualsRoutes,
  ...teacherPretestRoutes,
  { id: 'dos', handle: { gate: 'dos' }, element: <GateOutlet gate="dos" />, children: dosFeedbackRoutes },
];

export const calendarRoutes = teacherCalendarRoutes;

export const teachingRoutes: RouteObject[] = [
  ...teacherClubsRoutes,
  ...teacherSubstitutionsRoutes,
  ...teacherStatisticsRoutes,
];
