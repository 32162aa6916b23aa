export { courseRoutes } from './course-routes';
export type { CourseSection, CourseSpace, CourseTab, CourseTarget } from './course-space';
export { individualCourseRoutes } from './individual-routes';
