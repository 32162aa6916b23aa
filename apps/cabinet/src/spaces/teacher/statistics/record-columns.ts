import type { StatisticsRecord } from '@cabinet/api/model';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../features/table-files/table-columns';

/**
 * A statistics record's columns in a downloaded file, named in the interface language: the
 * teacher's own records, and (with the teacher first) the director of studies' review list.
 */
export function useRecordColumns(): TableColumn<StatisticsRecord>[] {
  const { t } = useTranslation('exports');
  const { t: ts } = useTranslation('statistics');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  return [
    { header: t('columns.date'), value: (row) => row.date, kind: 'date' },
    { header: t('columns.category'), value: (row) => ts(`categories.${row.category}`) },
    { header: t('columns.description'), value: (row) => row.description, kind: 'text' },
    { header: t('columns.type'), value: (row) => ts(`types.${row.type}`) },
    { header: t('columns.rate'), value: (row) => row.rate, kind: 'number' },
    { header: t('columns.amount'), value: (row) => row.amount, kind: 'number' },
    { header: t('columns.units'), value: (row) => ts(`units.${row.units}`) },
    { header: t('columns.sum'), value: (row) => row.sum, kind: 'number' },
    { header: t('columns.status'), value: (row) => ds(`status.statisticsItem.${row.status}`) },
    { header: t('columns.lateCancel'), value: (row) => t(row.late_cancel ? 'yes' : 'no') },
    { header: t('columns.reviewComment'), value: (row) => row.review_comment, kind: 'text' },
    { header: t('columns.changeAfterVerify'), value: (row) => row.change_after_verify, kind: 'number' },
  ];
}
