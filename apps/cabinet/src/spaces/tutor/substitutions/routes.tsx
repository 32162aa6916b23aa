import type { RouteObject } from 'react-router-dom';
import { teachingCourseRoutes } from '../../../features/teaching/teaching-routes';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';
import { tktSubstituteView, tyltSubstituteView } from './course-views';

const pages = () => import('./pages/TutorSubstitutionsPage');
const texts = ['substitutions'] as const;

/**
 * The tutor's substitutions: the TKT and TYLT lists, and the groups of other tutors they
 * substitute in, read as their teacher sees them (the lesson handed over is theirs to fill in).
 */
export const tutorSubstitutionsRoutes: RouteObject[] = [
  // The course is in the address (`:type?`, TKT by default), one route per course so that the
  // menu's link to the TKT list is a built path.
  { path: paths.tutor.substitutions.to(), lazy: lazyPage(pages, 'TktSubstitutionsPage', texts) },
  { path: paths.tutor.substitutions.to('tkt'), lazy: lazyPage(pages, 'TktSubstitutionsPage', texts) },
  { path: paths.tutor.substitutions.to('tylt'), lazy: lazyPage(pages, 'TyltSubstitutionsPage', texts) },
  ...teachingCourseRoutes(tktSubstituteView, { list: false }),
  ...teachingCourseRoutes(tyltSubstituteView, { list: false }),
  // A group's own address under the substitution pages opens its general tab.
  { path: paths.tutor.tktSubstitute.home.path, lazy: lazyPage(pages, 'TktSubstitutionBasePage', texts) },
  { path: paths.tutor.tyltSubstitute.home.path, lazy: lazyPage(pages, 'TyltSubstitutionBasePage', texts) },
];
