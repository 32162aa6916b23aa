export { courseRoutes } from './course-routes';
export { individualCourseRoutes, learnerIndividualRoutes } from './individual-routes';
