import type { CourseFeedback, FeedbackGroupRow, ModuleFeedback } from '@cabinet/api/model';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { useTranslation } from 'react-i18next';
import { moduleTitle } from '../../../features/feedback-writing/person';
import type { TableColumn } from '../../../features/table-files/table-columns';
import { nameIn } from '../../../shared/in-language';

/** The headers and names the director's feedback lists share in a downloaded file. */
function useTexts() {
  const { t, i18n } = useTranslation('exports');
  const { t: tf } = useTranslation('teacherFeedback');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  return { t, tf, ds, language: i18n.language };
}

/** The groups' module feedback, a line per module of a course. */
export function useGroupFeedbackColumns(): TableColumn<FeedbackGroupRow>[] {
  const { t, tf, ds, language } = useTexts();
  return [
    { header: t('columns.group'), value: (row) => row.course.name },
    { header: t('columns.module'), value: (row) => moduleTitle(row, language) },
    { header: tf('dos.filters.program'), value: (row) => nameIn(row.program, language) },
    { header: tf('dos.filters.teacher'), value: (row) => nameIn(row.teacher, language) },
    { header: tf('dos.filters.kind'), value: (row) => tf(`courseKind.${row.course.kind}`) },
    { header: tf('dos.filters.status'), value: (row) => ds(`status.studentFeedback.${row.status}`) },
    { header: t('columns.sent'), value: (row) => row.counts.sent, kind: 'number' },
    {
      header: t('columns.toReview'),
      value: (row) => row.counts.need_review + row.counts.in_review,
      kind: 'number',
    },
    { header: t('columns.students'), value: (row) => row.total, kind: 'number' },
  ];
}

/** One module's feedback, a line per student. */
export function useModuleFeedbackColumns(): TableColumn<ModuleFeedback>[] {
  const { t, tf, ds, language } = useTexts();
  return [
    { header: tf('list.student'), value: (row) => nameIn(row.student, language) },
    { header: t('columns.group'), value: (row) => row.course.name },
    { header: t('columns.module'), value: (row) => moduleTitle(row, language) },
    { header: tf('dos.filters.teacher'), value: (row) => nameIn(row.teacher, language) },
    { header: tf('list.status'), value: (row) => ds(`status.studentFeedback.${row.status}`) },
    { header: t('columns.updatedAt'), value: (row) => row.updated_at, kind: 'datetime' },
  ];
}

/** The school's course feedback, a line per student and course. */
export function useCourseFeedbackColumns(): TableColumn<CourseFeedback>[] {
  const { tf, ds, language } = useTexts();
  return [
    { header: tf('list.student'), value: (row) => nameIn(row.student, language) },
    { header: tf('dos.course.course'), value: (row) => row.course.name },
    { header: tf('dos.filters.teacher'), value: (row) => nameIn(row.teacher, language) },
    { header: tf('dos.filters.kind'), value: (row) => tf(`courseKind.${row.course.kind}`) },
    { header: tf('dos.filters.status'), value: (row) => ds(`status.courseFeedback.${row.status}`) },
  ];
}
