import type { CompanyEmployee } from '@cabinet/api/model';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../features/table-files/table-columns';

/**
 * The employees in a downloaded file. The headers are among those the import reads, so a
 * downloaded list, edited, can be imported again.
 */
export function useEmployeeColumns(): TableColumn<CompanyEmployee>[] {
  const { t } = useTranslation('exports');
  return [
    { header: t('columns.name'), value: (row) => row.name, kind: 'text' },
    { header: t('columns.nameEn'), value: (row) => row.name_en, kind: 'text' },
    { header: t('columns.email'), value: (row) => row.email, kind: 'text' },
    { header: t('columns.phone'), value: (row) => row.phone, kind: 'text' },
    { header: t('columns.active'), value: (row) => t(row.active ? 'yes' : 'no') },
  ];
}
