import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';

const pages = () => import('./pages/TeacherStudentsPages');
const texts = ['teacherStudents', 'teaching', 'learning', 'apiErrors', 'designSystemDomain'] as const;

/** The teacher's students (issue 7 item 9): the list and a student's page. */
export const teacherStudentsRoutes: RouteObject[] = [
  { path: paths.teacher.students.path, lazy: lazyPage(pages, 'TeacherStudentsPage', texts) },
  { path: paths.teacher.student.path, lazy: lazyPage(pages, 'TeacherStudentPage', texts) },
];
