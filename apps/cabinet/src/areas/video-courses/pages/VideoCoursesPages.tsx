import { Navigate, useParams } from 'react-router-dom';
import {
  COURSE_TABS,
  type CourseTab,
  LIBRARY_TABS,
  type LibraryTab,
} from '../../../features/video-courses/video-course-href';
import { paths } from '../../../shared/paths';
import { useRouteIds } from '../../../shared/route-ids';
import { CourseDetails } from '../course/CourseDetails';
import { Library } from '../library/Library';
import { SurveyPage } from '../survey/SurveyPage';

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** `/video-courses/list` and its tabs; an unknown tab is not found. */
export function VideoCourseLibraryPage() {
  const { tab = 'all-courses' } = useParams();
  if (!isOneOf<LibraryTab>(LIBRARY_TABS, tab)) return <Navigate to={paths.notFound.to()} replace />;
  return <Library tab={tab} />;
}

/** `/video-courses/:id` and its tabs; a malformed id or an unknown tab is not found. */
export function VideoCoursePage() {
  const ids = useRouteIds('id');
  const { tab = 'about' } = useParams();
  if (!ids || !isOneOf<CourseTab>(COURSE_TABS, tab)) return <Navigate to={paths.notFound.to()} replace />;
  return <CourseDetails courseId={ids.id} tab={tab} />;
}

/** `/video-courses/:id/survey`. */
export function VideoCourseSurveyPage() {
  const ids = useRouteIds('id');
  if (!ids) return <Navigate to={paths.notFound.to()} replace />;
  return <SurveyPage courseId={ids.id} />;
}
