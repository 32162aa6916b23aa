import type { RouteObject } from 'react-router-dom';
import type { PageNamespace } from '../../i18n';
import { lazyPage } from '../../shared/lazy-page';
import { type StudentsArea, studentsAreas } from './student-areas';

const TEXTS: PageNamespace[] = ['teacherStudents', 'teaching', 'learning', 'apiErrors', 'designSystemDomain'];
const pages = () => import('./pages/StudentsPages');

/** A teacher's students: the list and a student's page, for the school's or the corporate teacher. */
export function studentsRoutes(area: StudentsArea): RouteObject[] {
  const def = studentsAreas[area];
  return [
    {
      path: def.list.path,
      lazy: lazyPage(pages, (m) => <m.StudentsPage area={area} />, TEXTS),
    },
    {
      path: def.student.path,
      lazy: lazyPage(pages, (m) => <m.StudentPage area={area} />, TEXTS),
    },
  ];
}
