import { Outlet, type Params, type RouteObject } from 'react-router-dom';
import type { Gate } from '../../access/gates';
import type { PageNamespace } from '../../i18n';
import { RequireGate } from '../../session/RequireGate';
import { lazyPage } from '../../shared/lazy-page';
import { idOf } from '../../shared/route-ids';
import {
  type CourseSection,
  type CourseSpace,
  type CourseTarget,
  type SectionPath,
  paramsOf,
} from './course-space';

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
 * A space's course routes: the list and every section, lazy, behind the space's area rule
 * (docs/roles-and-spaces.md#route-areas), so a user without the space is sent to the profile.
 */
export function courseRoutes(area: Gate, space: CourseSpace): RouteObject[] {
  const sections = Object.entries(space.sections) as [CourseSection, SectionPath][];
  return [
    {
      element: (
        <RequireGate gate={area}>
          <Outlet />
        </RequireGate>
      ),
      children: [
        {
          path: space.list.route.path,
          lazy: lazyPage(
            () => import('./CourseListPage'),
            ({ CourseListPage }) => <CourseListPage space={space} />,
            TEXTS,
          ),
        },
        ...sections.map(([section, { path }]) => ({
          path,
          lazy: lazyPage(
            () => import('./CourseSectionPage'),
            ({ CourseSectionPage }) => (
              <CourseSectionPage space={space} section={section} read={readIds(path)} />
            ),
            TEXTS,
          ),
        })),
      ],
    },
  ];
}
