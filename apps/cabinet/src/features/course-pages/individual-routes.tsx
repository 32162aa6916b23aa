import { Navigate, type RouteObject } from 'react-router-dom';
import type { Gate } from '../../access/gates';
import { courseRoutes } from './course-routes';
import type { CourseSpace, CourseTab, SectionPath } from './course-space';

/** The tabs of an individual course and their address segments (`/…/individuals/:id/:tab`). */
const TABS = {
  general: 'general',
  schedule: 'schedule',
  assignedTasks: 'assigned-tasks',
  feedbacks: 'feedbacks',
  certificate: 'certificate',
} as const satisfies Partial<Record<CourseTab, string>>;

type Id = string | number;
/** A space's individual-lesson routes, as `paths` names them (the student's and the parent's match). */
export type IndividualPaths = {
  individuals: SectionPath;
  individual: { path: string; to: (id: Id, tab?: Id) => string };
  individualLesson: SectionPath;
  individualTask: SectionPath;
  individualTest: SectionPath;
};

/**
 * The routes of a space's individual lessons: the list, one course page whose tab is a path
 * segment, and the lesson, task and test pages inside it; `/…/individuals/:id` opens general.
 */
export function individualCourseRoutes(
  area: Gate,
  viewer: CourseSpace['viewer'],
  p: IndividualPaths,
): RouteObject[] {
  const course = p.individual.path.replace('/:tab?', '');
  const tab = (segment: string): SectionPath => ({
    path: `${course}/${segment}`,
    to: (id: Id) => p.individual.to(id, segment),
  });
  const space: CourseSpace = {
    viewer,
    kind: 'individual',
    list: { title: `${viewer}.individuals`, route: p.individuals },
    tabs: Object.keys(TABS) as (keyof typeof TABS)[],
    sections: {
      general: tab(TABS.general),
      schedule: tab(TABS.schedule),
      assignedTasks: tab(TABS.assignedTasks),
      feedbacks: tab(TABS.feedbacks),
      certificate: tab(TABS.certificate),
      lesson: p.individualLesson,
      task: p.individualTask,
      test: p.individualTest,
    },
  };
  return [{ path: course, element: <Navigate to={TABS.general} replace /> }, ...courseRoutes(area, space)];
}
