import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../shared/lazy-page';
import { paths } from '../../shared/paths';

const pages = () => import('./pages/VideoCoursesPages');
const texts = ['videoCourses', 'apiErrors', 'designSystemDomain', 'certificates'] as const;

/**
 * The video courses: the library's tabs (all courses, my courses, subscription), a course's tabs
 * (about, content, knowledge bank, certificate) and its survey. The fixed `list` and `survey`
 * segments outrank a course's `:id` and `:tab`.
 */
export const videoCoursesRoutes: RouteObject[] = [
  { path: paths.videoCourses.path, lazy: lazyPage(pages, 'VideoCourseLibraryPage', texts) },
  { path: paths.videoCoursesTab.path, lazy: lazyPage(pages, 'VideoCourseLibraryPage', texts) },
  { path: paths.videoCourseSurvey.path, lazy: lazyPage(pages, 'VideoCourseSurveyPage', texts) },
  { path: paths.videoCourse.path, lazy: lazyPage(pages, 'VideoCoursePage', texts) },
];
