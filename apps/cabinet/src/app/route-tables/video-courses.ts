import { videoCoursesRoutes } from '../../spaces/video-courses/routes';

/** The video courses and subscriptions. */
export const routes = videoCoursesRoutes;
