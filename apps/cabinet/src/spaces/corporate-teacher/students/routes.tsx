import { studentsRoutes } from '../../../features/teacher-students/students-routes';

/** The corporate teacher's students: the company employees they teach, and a student's page. */
export const corporateTeacherStudentsRoutes = studentsRoutes('corporateTeacher');
