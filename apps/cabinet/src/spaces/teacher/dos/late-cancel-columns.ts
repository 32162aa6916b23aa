import type { LateCancellationLesson } from '@cabinet/api/model';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../features/table-files/table-columns';
import { nameIn } from '../../../shared/in-language';
import { useLessonName } from './components/lesson-name';

/** The late-cancellation list's columns in a downloaded file, in the interface language. */
export function useLateCancelColumns(): TableColumn<LateCancellationLesson>[] {
  const { t, i18n } = useTranslation('exports');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const lessonName = useLessonName();
  const language = i18n.language;
  return [
    { header: t('columns.startsAt'), value: (row) => row.starts_at, kind: 'datetime' },
    { header: t('columns.lesson'), value: lessonName },
    { header: t('columns.teacher'), value: (row) => nameIn(row.teacher, language) },
    { header: t('columns.student'), value: (row) => (row.student ? nameIn(row.student, language) : null) },
    { header: t('columns.company'), value: (row) => row.course.company_name, kind: 'text' },
    { header: t('columns.status'), value: (row) => ds(`status.catchUp.${row.status}`) },
    { header: t('columns.lateCancel'), value: (row) => t(row.late_cancel ? 'yes' : 'no') },
    { header: t('columns.canMark'), value: (row) => t(row.can_mark ? 'yes' : 'no') },
  ];
}
