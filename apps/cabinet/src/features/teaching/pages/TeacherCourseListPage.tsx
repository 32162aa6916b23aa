import { PageHeader } from '@cabinet/design-system/page-header';
import { useTranslation } from 'react-i18next';
import type { TeachingView } from '../../../shared/course-view';
import { TeacherCourseList } from '../TeacherCourseList';

/** The list of a view's courses (a teacher's groups, the company's individual lessons…). */
export function TeacherCourseListPage({ view }: { view: TeachingView }) {
  const { t } = useTranslation('teaching');
  return (
    <>
      <PageHeader title={t(view.list.title)} />
      <TeacherCourseList view={view} />
    </>
  );
}
