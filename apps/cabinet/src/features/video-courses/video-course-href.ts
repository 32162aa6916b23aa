import { paths } from '../../shared/paths';

/** The library's tabs, as their addresses name them. */
export const LIBRARY_TABS = ['all-courses', 'my-courses', 'subscription'] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number];

/** A course's tabs, as their addresses name them. */
export const COURSE_TABS = ['about', 'content', 'knowledge-bank', 'certificate'] as const;
export type CourseTab = (typeof COURSE_TABS)[number];

export const libraryHref = (tab: LibraryTab = 'all-courses'): string =>
  tab === 'all-courses' ? paths.videoCourses.to() : paths.videoCoursesTab.to(tab);

export const courseHref = (courseId: number, tab: CourseTab = 'about'): string =>
  paths.videoCourse.to(courseId, tab === 'about' ? undefined : tab);

/** The content tab playing one video. */
export const videoHref = (courseId: number, videoId: number): string =>
  `${courseHref(courseId, 'content')}?video=${videoId}`;

export const surveyHref = (courseId: number): string => paths.videoCourseSurvey.to(courseId);
