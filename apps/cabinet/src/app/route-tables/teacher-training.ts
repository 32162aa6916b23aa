import { teacherTrainingEventsRoutes } from '../../spaces/teacher-training/events/routes';
import { teacherTrainingGroupsRoutes } from '../../spaces/teacher-training/groups/routes';

/** The trainee's space: the teacher-training groups and the events. */
export const routes = [...teacherTrainingEventsRoutes, ...teacherTrainingGroupsRoutes];
