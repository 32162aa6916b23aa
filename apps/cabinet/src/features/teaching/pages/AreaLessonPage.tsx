import { Navigate, useParams } from 'react-router-dom';
import { TeacherLessonPage } from '../../lesson-teaching/TeacherLessonPage';
import { RequireGate } from '../../../session/RequireGate';
import { paths } from '../../../shared/paths';
import { useRouteIds } from '../../../shared/route-ids';
import {
  type LessonTab,
  type TeacherArea,
  lessonTabsOf,
  teachingAreas,
} from '../../../shared/teacher-course-paths';

/** The lesson's section named by the address: none is the summary; one the page lacks is not a page. */
function useLessonTab(area: TeacherArea, trial: boolean): LessonTab | null {
  const { tab } = useParams();
  if (tab === undefined) return 'lesson-summary';
  return (lessonTabsOf(area, trial) as readonly string[]).includes(tab) ? (tab as LessonTab) : null;
}

/** A lesson of a course in an area, with the area's lesson tabs (a trial lesson's on its own page). */
export function AreaLessonPage({ area, trial = false }: { area: TeacherArea; trial?: boolean }) {
  const ids = useRouteIds('id', 'lessonId');
  const tab = useLessonTab(area, trial);
  if (!ids || !tab) return <Navigate to={paths.error404.to()} replace />;
  return (
    <RequireGate gate={teachingAreas[area].access}>
      <TeacherLessonPage area={area} courseId={ids.id} lessonId={ids.lessonId} tab={tab} trial={trial} />
    </RequireGate>
  );
}
