import type { CompanyPaidPretestRow, PaidPretest } from '@cabinet/api/model';
import type { DataTableColumn } from '@cabinet/design-system/data-table';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../shared/paths';
import { employeeName, partOf, writtenMinutes } from '../present';

/** Only active employees without a test in progress can be given a new one. */
export const canAssign = (row: CompanyPaidPretestRow) =>
  row.student.active && (row.label === 'not_assigned' || row.label === 'done');

type Selection = { has: (id: number) => boolean; toggle: (row: CompanyPaidPretestRow) => void };

/** The student table's columns: the choice, the employee, the label and their latest result. */
export function usePaidColumns({ has, toggle }: Selection): DataTableColumn<CompanyPaidPretestRow>[] {
  const { t, i18n } = useTranslation('managerPretests');
  const name = (row: CompanyPaidPretestRow) => employeeName(row.student, i18n.language);
  const none = t('table.none');
  const level = (test: PaidPretest | null, part: 'grammar' | 'writing' | 'speaking') =>
    test ? (partOf(test, part)?.level ?? none) : none;
  return [
    {
      id: 'name',
      header: t('table.column.name'),
      cell: (row) => (
        <>
          {name(row)}
          {!row.student.active && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 14 }}>
              {t('table.inactive')}
            </Box>
          )}
        </>
      ),
    },
    {
      id: 'select',
      header: t('table.column.select'),
      cell: (row) => (
        <Checkbox
          checked={has(row.student.id)}
          disabled={!canAssign(row)}
          onChange={() => toggle(row)}
          slotProps={{ input: { 'aria-label': t('table.select', { name: name(row) }) } }}
          sx={{ m: -1 }}
        />
      ),
    },
    { id: 'email', header: t('table.column.email'), cell: (row) => row.student.email },
    {
      id: 'phone',
      header: t('table.column.phone'),
      cell: (row) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {row.student.phone ?? none}
        </Box>
      ),
    },
    {
      id: 'status',
      header: t('table.column.status'),
      cell: (row) => <StatusBadge vocabulary="paidPretestManager" value={row.label} />,
    },
    {
      id: 'result',
      header: t('table.column.result'),
      cell: ({ result, student }) => {
        if (!result) return none;
        const text =
          result.status === 'missed'
            ? t('table.missed')
            : (result.attempt.overall_level ?? t('table.noLevel'));
        return (
          <Link
            href={paths.corporateManager.studentPaidResult.to(student.id, result.id)}
            aria-label={t('table.openResult', { name: employeeName(student, i18n.language), level: text })}
          >
            {text}
          </Link>
        );
      },
    },
    {
      id: 'time',
      header: t('table.column.time'),
      cell: ({ result }) => {
        const minutes = result && writtenMinutes(result);
        return minutes === null || minutes === undefined ? none : t('table.minutes', { minutes });
      },
    },
    {
      id: 'grammar',
      header: t('table.column.grammar'),
      cell: ({ result }) =>
        result
          ? t('table.grammarCell', { lexis: level(result, 'grammar'), writing: level(result, 'writing') })
          : none,
    },
    {
      id: 'speaking',
      header: t('table.column.speaking'),
      cell: ({ result }) =>
        result?.speaking.status === 'missed' ? t('table.missed') : level(result, 'speaking'),
    },
  ];
}
