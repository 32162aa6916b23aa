import type { RouteObject } from 'react-router-dom';
import { groupRoutes, individualRoutes } from '../../../features/teaching/teacher-course-paths';
import { lazyPage } from '../../../shared/lazy-page';

const pages = () => import('./pages/TeacherLessonPages');
/** The lesson page reuses the student's lesson pieces, the file field of tasks and the substitution dialog. */
const texts = [
  'lessonTeaching',
  'teaching',
  'learning',
  'courses',
  'assignments',
  'substitutions',
  'apiErrors',
  'designSystemDomain',
] as const;

/** A lesson of a teacher's group or individual course (issue 7 items 2 and 4): summary, notes, Zoom and substitution tabs. */
export const teacherLessonsRoutes: RouteObject[] = [
  { path: groupRoutes.lesson, lazy: lazyPage(pages, 'GroupLessonPage', texts) },
  { path: individualRoutes('individual').lesson, lazy: lazyPage(pages, 'IndividualLessonPage', texts) },
  { path: individualRoutes('substitution').lesson, lazy: lazyPage(pages, 'SubstituteLessonPage', texts) },
];
