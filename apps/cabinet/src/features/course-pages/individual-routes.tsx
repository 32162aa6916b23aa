import { Navigate, type RouteObject } from 'react-router-dom';
import type { CoursePath, LearnerView, SectionPath } from '../../shared/course-view';
import { courseRoutes } from './course-routes';

/**
 * The routes of a learner's individual lessons: the list, one course page whose tab is a path
 * segment, and the lesson, task and test pages inside it; the course's own address (`home`)
 * opens the general tab.
 */
export const individualCourseRoutes = (view: LearnerView, home: CoursePath): RouteObject[] => [
  { path: home.path, element: <Navigate to="general" replace /> },
  ...courseRoutes(view),
];

/** A learner space's addresses of individual lessons, as `paths` names them for the student and the parent. */
type IndividualPaths = {
  individuals: CoursePath<[]>;
  individualCourse: Record<
    'home' | 'general' | 'schedule' | 'assignedTasks' | 'feedbacks' | 'certificate',
    SectionPath
  >;
  individualLesson: SectionPath;
  individualTask: SectionPath;
  individualTest: SectionPath;
};

/**
 * The routes of the individual lessons of a student or of a parent (read-only): the same tabs and
 * pages, each space's own addresses and list title.
 */
export function learnerIndividualRoutes(
  viewer: 'student' | 'parent',
  title: 'student.individuals' | 'parent.individuals',
  p: IndividualPaths,
): RouteObject[] {
  const course = p.individualCourse;
  const view: LearnerView = {
    viewer,
    kind: 'individual',
    list: { title, path: p.individuals },
    tabs: ['general', 'schedule', 'assignedTasks', 'feedbacks', 'certificate'],
    pages: {
      general: course.general,
      schedule: course.schedule,
      assignedTasks: course.assignedTasks,
      feedbacks: course.feedbacks,
      certificate: course.certificate,
      lesson: p.individualLesson,
      task: p.individualTask,
      test: p.individualTest,
    },
  };
  return individualCourseRoutes(view, course.home);
}
