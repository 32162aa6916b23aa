import type { CompanyColleague, CompanyPayment, CompanyPaymentMonth } from '@cabinet/api/model';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../features/table-files/table-columns';
import { nameIn } from '../../../shared/in-language';

/** The months of the statement in a downloaded file: what was paid and used, and the balances. */
export function useMonthColumns(): TableColumn<CompanyPaymentMonth>[] {
  const { t } = useTranslation('exports');
  return [
    { header: t('columns.month'), value: (row) => row.month, kind: 'text' },
    { header: t('columns.paid'), value: (row) => row.paid, kind: 'number' },
    { header: t('columns.used'), value: (row) => row.used, kind: 'number' },
    { header: t('columns.usedGroup'), value: (row) => row.used_by.group_lessons, kind: 'number' },
    { header: t('columns.usedIndividual'), value: (row) => row.used_by.individual_lessons, kind: 'number' },
    { header: t('columns.usedChecks'), value: (row) => row.used_by.placement_checks, kind: 'number' },
    { header: t('columns.openingBalance'), value: (row) => row.opening_balance, kind: 'number' },
    { header: t('columns.closingBalance'), value: (row) => row.closing_balance, kind: 'number' },
  ];
}

/** Every payment of the period, a line each. */
export function usePaymentColumns(): TableColumn<CompanyPayment>[] {
  const { t } = useTranslation('exports');
  const { t: tc } = useTranslation('companyStatistics');
  return [
    { header: t('columns.date'), value: (row) => row.date, kind: 'date' },
    { header: t('columns.sum'), value: (row) => row.amount, kind: 'number' },
    { header: t('columns.purpose'), value: (row) => tc(`payments.purpose.${row.purpose}`) },
    { header: t('columns.course'), value: (row) => row.course?.name ?? null, kind: 'text' },
    { header: t('columns.quantity'), value: (row) => row.quantity, kind: 'number' },
    { header: t('columns.seats'), value: (row) => row.seats, kind: 'number' },
    { header: t('columns.unitPrice'), value: (row) => row.unit_price, kind: 'number' },
    { header: t('columns.method'), value: (row) => tc(`payments.method.${row.method}`) },
  ];
}

/** The company's other managers. */
export function useColleagueColumns(): TableColumn<CompanyColleague>[] {
  const { t, i18n } = useTranslation('exports');
  return [
    { header: t('columns.name'), value: (row) => nameIn(row, i18n.language) },
    { header: t('columns.email'), value: (row) => row.email, kind: 'text' },
    { header: t('columns.phone'), value: (row) => row.phone, kind: 'text' },
  ];
}
