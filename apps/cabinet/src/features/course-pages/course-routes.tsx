import type { Params, RouteObject } from 'react-router-dom';
import type { PageNamespace } from '../../i18n';
import { lazyPage } from '../../shared/lazy-page';
import { idOf } from '../../shared/route-ids';
import type { CourseSection, LearnerView, SectionPath } from '../../shared/course-view';
import { type CourseTarget, paramsOf } from '../../shared/course-view-sections';

const TEXTS: PageNamespace[] = ['learning', 'apiErrors', 'designSystemDomain', 'courses'];

/**
 * Reads a target from a route's parameters by the route's own pattern: `:id` names the course,
 * `:studentId` the child, and any other parameter the lesson, task or test. Null when one is not
 * an id.
 */
export function readIds(path: string): (params: Params) => CourseTarget | null {
  const names = paramsOf(path);
  const item = names.find((name) => name !== 'id' && name !== 'studentId');
  return (params) => {
    const courseId = idOf(params.id);
    const studentId = names.includes('studentId') ? idOf(params.studentId) : undefined;
    const itemId = item ? idOf(params[item]) : undefined;
    if (courseId === null || studentId === null || itemId === null) return null;
    return { courseId, studentId, itemId };
  };
}

/**
 * A learner's view's course routes: the list and every section, each loaded lazily. The space's
 * gate guards them (its manifest).
 */
export function courseRoutes(view: LearnerView): RouteObject[] {
  const sections = Object.entries(view.pages) as [CourseSection, SectionPath][];
  return [
    {
      path: view.list.path.path,
      lazy: lazyPage(
        () => import('./CourseListPage'),
        ({ CourseListPage }) => <CourseListPage view={view} />,
        TEXTS,
      ),
    },
    ...sections.map(([section, { path }]) => ({
      path,
      lazy: lazyPage(
        () => import('./CourseSectionPage'),
        ({ CourseSectionPage }) => <CourseSectionPage view={view} section={section} read={readIds(path)} />,
        TEXTS,
      ),
    })),
  ];
}
