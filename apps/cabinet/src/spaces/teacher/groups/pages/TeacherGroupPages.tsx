import { PageHeader } from '@cabinet/design-system/page-header';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { TeacherCatchUps } from '../../../../features/teaching/TeacherCatchUps';
import { TeacherCourseFrame } from '../../../../features/teaching/TeacherCourseFrame';
import { TeacherCourseGeneral } from '../../../../features/teaching/TeacherCourseGeneral';
import { TeacherCourseStudents } from '../../../../features/teaching/TeacherCourseStudents';
import { TeacherCourseSummary } from '../../../../features/teaching/TeacherCourseSummary';
import { TeacherCourseList } from '../../../../features/teaching/TeacherCourseList';
import { TeacherSchedule } from '../../../../features/teaching/TeacherSchedule';
import type { TeacherTab } from '../../../../features/teaching/teacher-course-paths';
import { RequireArea } from '../../../../session/RequireArea';
import { paths } from '../../../../shared/paths';
import { useRouteIds } from '../../../../shared/route-ids';

/** The teacher's groups: the list of the groups they teach. */
export function TeacherGroupsPage() {
  const { t } = useTranslation('teaching');
  return (
    <RequireArea area="teacher">
      <PageHeader title={t('lists.groups')} />
      <TeacherCourseList kind="group" />
    </RequireArea>
  );
}

/** A tab of a group: the group's id from the address (else not found), the frame, the tab's body. */
function GroupTab({ tab, body }: { tab: TeacherTab; body: (courseId: number) => ReactNode }) {
  const ids = useRouteIds('id');
  if (!ids) return <Navigate to={paths.error404.to()} replace />;
  return (
    <RequireArea area="teacher">
      <TeacherCourseFrame area="group" courseId={ids.id} current={tab}>
        {body(ids.id)}
      </TeacherCourseFrame>
    </RequireArea>
  );
}

export const TeacherGroupGeneralPage = () => (
  <GroupTab tab="general" body={(id) => <TeacherCourseGeneral area="group" courseId={id} />} />
);
export const TeacherGroupSchedulePage = () => (
  <GroupTab tab="schedule" body={(id) => <TeacherSchedule area="group" courseId={id} />} />
);
export const TeacherGroupStudentsPage = () => (
  <GroupTab tab="students" body={(id) => <TeacherCourseStudents courseId={id} />} />
);
export const TeacherGroupSummaryPage = () => (
  <GroupTab tab="summary" body={(id) => <TeacherCourseSummary area="group" courseId={id} />} />
);
export const TeacherGroupCatchUpPage = () => (
  <GroupTab tab="catchUp" body={(id) => <TeacherCatchUps courseId={id} />} />
);
