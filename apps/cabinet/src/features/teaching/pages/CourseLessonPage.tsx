import { Navigate, useParams } from 'react-router-dom';
import { TeacherLessonPage } from '../../lesson-teaching/TeacherLessonPage';
import type { LessonTab, TeachingView } from '../../../shared/course-view';
import { lessonTabsOf } from '../../../shared/course-view-hrefs';
import { paths } from '../../../shared/paths';
import { useRouteIds } from '../../../shared/route-ids';

/** The lesson's section named by the address: none is the summary; one the page lacks is not a page. */
function useLessonTab(view: TeachingView, trial: boolean): LessonTab | null {
  const { tab } = useParams();
  if (tab === undefined) return 'lesson-summary';
  return (lessonTabsOf(view, trial) as readonly string[]).includes(tab) ? (tab as LessonTab) : null;
}

/** A lesson of a course in a view, with the view's lesson tabs (a trial lesson's on its own page). */
export function CourseLessonPage({ view, trial = false }: { view: TeachingView; trial?: boolean }) {
  const ids = useRouteIds('id', 'lessonId');
  const tab = useLessonTab(view, trial);
  if (!ids || !tab) return <Navigate to={paths.error404.to()} replace />;
  return <TeacherLessonPage view={view} courseId={ids.id} lessonId={ids.lessonId} tab={tab} trial={trial} />;
}
