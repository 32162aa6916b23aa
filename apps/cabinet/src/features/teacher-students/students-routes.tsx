import type { RouteObject } from 'react-router-dom';
import { type PageNamespace, loadPageTexts } from '../../i18n';
import { type StudentsArea, studentsAreas } from './student-areas';

const TEXTS: PageNamespace[] = ['teacherStudents', 'teaching', 'learning', 'apiErrors', 'designSystemDomain'];
const pages = () =>
  Promise.all([import('./pages/StudentsPages'), ...TEXTS.map((group) => loadPageTexts(group))]).then(
    ([module]) => module,
  );

/** A teacher's students: the list and a student's page, for the school's or the corporate teacher. */
export function studentsRoutes(area: StudentsArea): RouteObject[] {
  const def = studentsAreas[area];
  return [
    {
      path: def.list.path,
      lazy: () => pages().then((m) => ({ Component: () => <m.StudentsPage area={area} /> })),
    },
    {
      path: def.student.path,
      lazy: () => pages().then((m) => ({ Component: () => <m.StudentPage area={area} /> })),
    },
  ];
}
