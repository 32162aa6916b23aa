import { Navigate, useParams } from 'react-router-dom';
import { TeacherLessonPage } from '../../lesson-teaching/TeacherLessonPage';
import { RequireArea } from '../../../session/RequireArea';
import { paths } from '../../../shared/paths';
import { useRouteIds } from '../../../shared/route-ids';
import { type LessonTab, type TeacherArea, lessonTabs, teachingAreas } from '../teacher-course-paths';

/** The lesson's section named by the address: none is the summary; one the area lacks is not a page. */
function useLessonTab(area: TeacherArea): LessonTab | null {
  const { tab } = useParams();
  if (tab === undefined) return 'lesson-summary';
  return (lessonTabs[area] as readonly string[]).includes(tab) ? (tab as LessonTab) : null;
}

/** A lesson of a course in an area, with the area's lesson tabs. */
export function AreaLessonPage({ area }: { area: TeacherArea }) {
  const ids = useRouteIds('id', 'lessonId');
  const tab = useLessonTab(area);
  if (!ids || !tab) return <Navigate to={paths.error404.to()} replace />;
  return (
    <RequireArea area={teachingAreas[area].access}>
      <TeacherLessonPage area={area} courseId={ids.id} lessonId={ids.lessonId} tab={tab} />
    </RequireArea>
  );
}
