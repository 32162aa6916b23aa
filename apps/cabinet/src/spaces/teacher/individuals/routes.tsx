import type { RouteObject } from 'react-router-dom';
import { teachingCourseRoutes } from '../../../features/teaching/teaching-routes';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';
import { substitutedIndividualView, teacherIndividualView } from './course-views';

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

const own = paths.teacher.individualCourse;
const substitute = paths.teacher.substitutionCourse;

/**
 * A teacher's individual courses, and those they substitute in (the list of those is the
 * substitutions page): the shared course pages, the course's own address, and the feedback tab.
 */
export const teacherIndividualsRoutes: RouteObject[] = [
  ...teachingCourseRoutes(teacherIndividualView),
  ...teachingCourseRoutes(substitutedIndividualView, { list: false }),
  // The course's own address opens its general tab.
  { path: own.home.path, lazy: lazyPage(pages, 'IndividualBasePage', texts) },
  { path: own.feedback.path, lazy: lazyPage(pages, 'IndividualFeedbackPage', texts) },
  { path: substitute.home.path, lazy: lazyPage(pages, 'SubstitutionBasePage', texts) },
  { path: substitute.feedback.path, lazy: lazyPage(pages, 'SubstitutionFeedbackPage', texts) },
];
