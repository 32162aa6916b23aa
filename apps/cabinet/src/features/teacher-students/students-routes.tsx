import type { RouteObject } from 'react-router-dom';
import type { PageNamespace } from '../../i18n';
import { lazyPage } from '../../shared/lazy-page';
import type { StudentsView } from './students-view';

const TEXTS: PageNamespace[] = ['teacherStudents', 'teaching', 'learning', 'apiErrors', 'designSystemDomain'];
const pages = () => import('./pages/StudentsPages');

/** A teacher's students: the list and a student's page, for the school's or the corporate teacher. */
export function studentsRoutes(view: StudentsView): RouteObject[] {
  return [
    {
      path: view.list.path,
      lazy: lazyPage(pages, (m) => <m.StudentsPage view={view} />, TEXTS),
    },
    {
      path: view.student.path,
      lazy: lazyPage(pages, (m) => <m.StudentPage view={view} />, TEXTS),
    },
  ];
}
