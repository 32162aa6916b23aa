import { PageHeader } from '@cabinet/design-system/page-header';
import { useTranslation } from 'react-i18next';
import { RequireGate } from '../../../session/RequireGate';
import { TeacherCourseList } from '../TeacherCourseList';
import { type TeacherArea, teachingAreas } from '../../../shared/teacher-course-paths';

/** The list of an area's courses (a teacher's groups, the company's individual lessons…). */
export function AreaListPage({ area }: { area: TeacherArea }) {
  const { t } = useTranslation('teaching');
  const def = teachingAreas[area];
  return (
    <RequireGate gate={def.access}>
      <PageHeader title={t(def.list.title)} />
      <TeacherCourseList area={area} />
    </RequireGate>
  );
}
