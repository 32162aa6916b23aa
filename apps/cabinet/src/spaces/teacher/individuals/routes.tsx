import type { RouteObject } from 'react-router-dom';
import { individualRoutes } from '../../../features/teaching/teacher-course-paths';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';

const list = () => import('./pages/TeacherIndividualsListPage');
const pages = () => import('./pages/TeacherIndividualPages');
const texts = [
  'individualTeaching',
  'teaching',
  'learning',
  'courses',
  'feedback',
  'apiErrors',
  'designSystemDomain',
] as const;

const own = individualRoutes('individual');
const substitute = individualRoutes('substitution');

/** A teacher's individual courses, and those they substitute in (issue 7 item 4). */
export const teacherIndividualsRoutes: RouteObject[] = [
  { path: paths.teacher.individuals.path, lazy: lazyPage(list, 'TeacherIndividualsListPage', texts) },
  { path: own.base, lazy: lazyPage(pages, 'IndividualBasePage', texts) },
  { path: own.general, lazy: lazyPage(pages, 'IndividualGeneralPage', texts) },
  { path: own.schedule, lazy: lazyPage(pages, 'IndividualSchedulePage', texts) },
  { path: own.feedback, lazy: lazyPage(pages, 'IndividualFeedbackPage', texts) },
  { path: own.summary, lazy: lazyPage(pages, 'IndividualSummaryPage', texts) },
  { path: substitute.base, lazy: lazyPage(pages, 'SubstitutionBasePage', texts) },
  { path: substitute.general, lazy: lazyPage(pages, 'SubstitutionGeneralPage', texts) },
  { path: substitute.schedule, lazy: lazyPage(pages, 'SubstitutionSchedulePage', texts) },
  { path: substitute.feedback, lazy: lazyPage(pages, 'SubstitutionFeedbackPage', texts) },
  { path: substitute.summary, lazy: lazyPage(pages, 'SubstitutionSummaryPage', texts) },
];
