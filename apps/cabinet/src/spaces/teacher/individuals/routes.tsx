import type { RouteObject } from 'react-router-dom';
import { individualRoutes } from '../../../features/teaching/teacher-course-paths';
import { areaCourseRoutes } from '../../../features/teaching/teaching-routes';
import { lazyPage } from '../../../shared/lazy-page';

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

/**
 * A teacher's individual courses, and those they substitute in (the list of those is the
 * substitutions page): the shared course pages, the course's own address, and the feedback tab.
 */
export const teacherIndividualsRoutes: RouteObject[] = [
  ...areaCourseRoutes('individual'),
  ...areaCourseRoutes('substitution', { list: false }),
  { path: own.base, lazy: lazyPage(pages, 'IndividualBasePage', texts) },
  { path: own.feedback, lazy: lazyPage(pages, 'IndividualFeedbackPage', texts) },
  { path: substitute.base, lazy: lazyPage(pages, 'SubstitutionBasePage', texts) },
  { path: substitute.feedback, lazy: lazyPage(pages, 'SubstitutionFeedbackPage', texts) },
];
