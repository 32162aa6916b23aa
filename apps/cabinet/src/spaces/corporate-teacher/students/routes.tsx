import { studentsRoutes } from '../../../features/teacher-students/students-routes';
import type { StudentsView } from '../../../features/teacher-students/students-view';
import { paths } from '../../../shared/paths';

/** The corporate teacher's students; a student's course opens in their company groups or individual lessons. */
const students: StudentsView = {
  list: paths.corporateTeacher.students,
  student: paths.corporateTeacher.student,
  courses: {
    group: paths.corporateTeacher.groupCourse.general,
    individual: paths.corporateTeacher.individualCourse.general,
  },
  texts: 'list',
};

/** The corporate teacher's students: the company employees they teach, and a student's page. */
export const corporateTeacherStudentsRoutes = studentsRoutes(students);
