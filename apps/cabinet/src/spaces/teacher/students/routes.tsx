import { studentsRoutes } from '../../../features/teacher-students/students-routes';

/** The teacher's students: the list and a student's page. */
export const teacherStudentsRoutes = studentsRoutes('teacher');
