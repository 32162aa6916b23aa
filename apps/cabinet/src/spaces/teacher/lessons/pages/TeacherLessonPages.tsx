import { Navigate, useParams } from 'react-router-dom';
import { TeacherLessonPage } from '../../../../features/lesson-teaching/TeacherLessonPage';
import {
  type LessonTab,
  type TeacherArea,
  lessonTabs,
} from '../../../../features/teaching/teacher-course-paths';
import { RequireArea } from '../../../../session/RequireArea';
import { paths } from '../../../../shared/paths';
import { useRouteIds } from '../../../../shared/route-ids';

/** The lesson's section named by the address: none is the summary; one the area lacks is not a page. */
function useLessonTab(area: TeacherArea): LessonTab | null {
  const { tab } = useParams();
  if (tab === undefined) return 'lesson-summary';
  return (lessonTabs[area] as readonly string[]).includes(tab) ? (tab as LessonTab) : null;
}

function LessonRoute({ area }: { area: TeacherArea }) {
  const ids = useRouteIds('id', 'lessonId');
  const tab = useLessonTab(area);
  if (!ids || !tab) return <Navigate to={paths.error404.to()} replace />;
  return (
    <RequireArea area="teacher">
      <TeacherLessonPage area={area} courseId={ids.id} lessonId={ids.lessonId} tab={tab} />
    </RequireArea>
  );
}

/** `/teacher/groups/:id/schedule/lesson/:lessonId/:tab?`: a lesson of a group the teacher teaches. */
export function GroupLessonPage() {
  return <LessonRoute area="group" />;
}

/** `/teacher/individuals/:id/schedule/:lessonId/:tab?`: a lesson of an individual course. */
export function IndividualLessonPage() {
  return <LessonRoute area="individual" />;
}

/** `/substitution-teacher/individuals/:id/schedule/:lessonId/:tab?`: a lesson the teacher substitutes in. */
export function SubstituteLessonPage() {
  return <LessonRoute area="substitution" />;
}
