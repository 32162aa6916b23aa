import type { CourseSection, CourseTab, LearnerView } from './course-view';

/** The tab a page inside a section belongs to. */
export const tabOf = (section: CourseSection): CourseTab =>
  section === 'lesson'
    ? 'schedule'
    : section === 'task' || section === 'test'
      ? 'assignedTasks'
      : section === 'courseTask'
        ? 'courseTasks'
        : section;

/** Which course (and whose, for a parent) a page shows, and the lesson, task or test inside it. */
export type CourseTarget = { courseId: number; studentId?: number | undefined; itemId?: number | undefined };

/** The names of a pattern's parameters, in order. */
export const paramsOf = (path: string): string[] =>
  [...path.matchAll(/:(\w+)/g)].map(([, name]) => name as string);

/**
 * The address of a section of a course: the route's builder is given the ids its pattern names
 * (`:id` the course, `:studentId` the child, any other the lesson, task or test).
 */
export function sectionHref(view: LearnerView, section: CourseSection, target: CourseTarget): string {
  const route = view.pages[section];
  if (!route) throw new Error(`The ${view.list.title} view has no ${section} section`);
  const ids = paramsOf(route.path).map((name) =>
    name === 'id' ? target.courseId : name === 'studentId' ? target.studentId : target.itemId,
  );
  return route.to(...ids);
}
