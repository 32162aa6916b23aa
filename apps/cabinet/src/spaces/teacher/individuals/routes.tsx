import type { RouteObject } from 'react-router-dom';
import { teachingAreas } from '../../../shared/teaching-areas';
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

const own = teachingAreas.individual.routes;
const substitute = teachingAreas.substitution.routes;
/** An individual course's own address (it opens the general tab). */
const baseOf = (general: string | undefined) => (general ?? '').replace(/\/general$/, '');

/**
 * A teacher's individual courses, and those they substitute in (the list of those is the
 * substitutions page): the shared course pages, the course's own address, and the feedback tab.
 */
export const teacherIndividualsRoutes: RouteObject[] = [
  ...areaCourseRoutes('individual'),
  ...areaCourseRoutes('substitution', { list: false }),
  { path: baseOf(own.general), lazy: lazyPage(pages, 'IndividualBasePage', texts) },
  { path: own.feedback, lazy: lazyPage(pages, 'IndividualFeedbackPage', texts) },
  { path: baseOf(substitute.general), lazy: lazyPage(pages, 'SubstitutionBasePage', texts) },
  { path: substitute.feedback, lazy: lazyPage(pages, 'SubstitutionFeedbackPage', texts) },
];
