import { PageHeader } from '@cabinet/design-system/page-header';
import { useTranslation } from 'react-i18next';
import { RequireArea } from '../../../../session/RequireArea';
import { TeacherCourseList } from '../../../../features/teaching/TeacherCourseList';

/** `/teacher/individuals`: the individual courses the teacher teaches. */
export function TeacherIndividualsListPage() {
  const { t } = useTranslation('individualTeaching');
  return (
    <RequireArea area="teacher">
      <PageHeader title={t('list.title')} />
      <TeacherCourseList kind="individual" />
    </RequireArea>
  );
}
