import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { LearnerView } from '../../shared/course-view';
import { paths } from '../../shared/paths';
import { individualCourseRoutes } from './individual-routes';

const p = paths.parent;
const view: LearnerView = {
  viewer: 'parent',
  kind: 'individual',
  list: { title: 'parent.individuals', path: p.individuals },
  tabs: ['general', 'schedule', 'assignedTasks', 'feedbacks', 'certificate'],
  pages: {
    general: p.individualCourse.general,
    schedule: p.individualCourse.schedule,
    assignedTasks: p.individualCourse.assignedTasks,
    feedbacks: p.individualCourse.feedbacks,
    certificate: p.individualCourse.certificate,
    lesson: p.individualLesson,
    task: p.individualTask,
    test: p.individualTest,
  },
};

const pathsOf = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe('individualCourseRoutes', () => {
  it('mounts every address of a parent’s individual course, with the feedbacks tab', () => {
    const mounted = pathsOf(individualCourseRoutes(view, p.individualCourse.home));
    expect(mounted.sort()).toEqual(
      [
        '/parent/individuals',
        '/parent/individuals/:id',
        '/parent/individuals/:id/general',
        '/parent/individuals/:id/schedule',
        '/parent/individuals/:id/schedule/:lessonId',
        '/parent/individuals/:id/assigned-tasks',
        '/parent/individuals/:id/assigned-tasks/task/:studentTaskId',
        '/parent/individuals/:id/assigned-tasks/test/:studentTestId',
        '/parent/individuals/:id/feedbacks',
        '/parent/individuals/:id/certificate',
      ].sort(),
    );
  });
});
