import { studentsRoutes } from '../../../features/teacher-students/students-routes';
import type { StudentsView } from '../../../features/teacher-students/students-view';
import { paths } from '../../../shared/paths';
import { teacherGroupView } from '../groups/course-view';
import { teacherIndividualView } from '../individuals/course-views';

/** The teacher's students; a student's course opens in the teacher's groups or individual courses. */
const students: StudentsView = {
  list: paths.teacher.students,
  student: paths.teacher.student,
  courses: { group: teacherGroupView.pages.general!, individual: teacherIndividualView.pages.general! },
  texts: 'list',
};

/** The teacher's students: the list and a student's page. */
export const teacherStudentsRoutes = studentsRoutes(students);
