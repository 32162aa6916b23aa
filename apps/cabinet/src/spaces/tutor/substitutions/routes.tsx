import type { RouteObject } from 'react-router-dom';
import { teachingAreas } from '../../../shared/teaching-areas';
import { areaCourseRoutes } from '../../../features/teaching/teaching-routes';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';

const pages = () => import('./pages/TutorSubstitutionsPage');
const texts = ['substitutions'] as const;

/** A group's own address under the substitution pages: it opens the general tab. */
const baseOf = (general: string | undefined) => (general ?? '').replace(/\/general$/, '');

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
  ...areaCourseRoutes('tktSubstitution', { list: false }),
  ...areaCourseRoutes('tyltSubstitution', { list: false }),
  {
    path: baseOf(teachingAreas.tktSubstitution.routes.general),
    lazy: lazyPage(pages, 'TktSubstitutionBasePage', texts),
  },
  {
    path: baseOf(teachingAreas.tyltSubstitution.routes.general),
    lazy: lazyPage(pages, 'TyltSubstitutionBasePage', texts),
  },
];
