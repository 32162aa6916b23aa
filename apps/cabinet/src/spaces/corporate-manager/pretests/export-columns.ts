import type { CompanyEntryAttemptListDataItem, CompanyPaidPretestRow, PaidPretest } from '@cabinet/api/model';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../features/table-files/table-columns';
import { employeeName, partOf, writtenMinutes } from './present';

/** The employees with their corporate test in a downloaded file: the label and the latest result's levels. */
export function usePaidExportColumns(): TableColumn<CompanyPaidPretestRow>[] {
  const { t, i18n } = useTranslation('managerPretests');
  const { t: te } = useTranslation('exports');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const level = (test: PaidPretest | null, part: 'grammar' | 'writing' | 'speaking') => {
    if (!test) return null;
    if (part === 'speaking' && test.speaking.status === 'missed') return t('table.missed');
    return partOf(test, part)?.level ?? null;
  };
  return [
    { header: t('table.column.name'), value: (row) => employeeName(row.student, i18n.language) },
    { header: t('table.column.email'), value: (row) => row.student.email, kind: 'text' },
    { header: t('table.column.phone'), value: (row) => row.student.phone ?? null, kind: 'text' },
    { header: te('columns.active'), value: (row) => te(row.student.active ? 'yes' : 'no') },
    { header: t('table.column.status'), value: (row) => ds(`status.paidPretestManager.${row.label}`) },
    {
      header: t('table.column.result'),
      value: ({ result }) =>
        !result
          ? null
          : result.status === 'missed'
            ? t('table.missed')
            : (result.attempt.overall_level ?? null),
    },
    {
      header: te('columns.minutes'),
      value: ({ result }) => (result ? writtenMinutes(result) : null),
      kind: 'number',
    },
    { header: te('columns.lexisGrammar'), value: ({ result }) => level(result, 'grammar') },
    { header: te('columns.writing'), value: ({ result }) => level(result, 'writing') },
    { header: t('table.column.speaking'), value: ({ result }) => level(result, 'speaking') },
  ];
}

/** Who took an entry test, with the attempt's status, time and level. */
export function useTakerExportColumns(): TableColumn<CompanyEntryAttemptListDataItem>[] {
  const { t, i18n } = useTranslation('managerPretests');
  const { t: te } = useTranslation('exports');
  const { t: tp } = useTranslation('placementTests');
  return [
    { header: t('takers.column.name'), value: (row) => employeeName(row.student, i18n.language) },
    { header: t('takers.column.email'), value: (row) => row.student.email, kind: 'text' },
    { header: t('takers.column.status'), value: (row) => tp(`attemptStatus.${row.attempt.status}`) },
    {
      header: te('columns.finishedAt'),
      value: (row) => row.attempt.finished_at ?? row.attempt.started_at,
      kind: 'datetime',
    },
    { header: t('takers.column.level'), value: (row) => row.attempt.overall_level ?? null },
  ];
}
