import { studentsRoutes } from '../../../features/teacher-students/students-routes';

/** The tutor's trainees across their TKT and TYLT groups, and a trainee's page. */
export const tutorTraineesRoutes = studentsRoutes('tutor');
