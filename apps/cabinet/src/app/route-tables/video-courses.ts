import { videoCoursesRoutes } from '../../areas/video-courses/routes';

/** The video courses and subscriptions. */
export const routes = videoCoursesRoutes;
