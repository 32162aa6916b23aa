import type { CompanyEmployeeImportRow } from '@cabinet/api/model';
import { importCompanyEmployeesBodyRowsMax } from '@cabinet/api/zod/company';
import type { TableFileColumn } from '../../../../features/table-files/read-table-file';

/** The columns of an employees file, found by their header in either language. */
export type ImportKey = 'name' | 'name_en' | 'email' | 'phone';

export const IMPORT_COLUMNS: readonly TableFileColumn<ImportKey>[] = [
  {
    key: 'name',
    names: ['Name', 'Full name', 'ПІБ', "Ім'я", "Ім'я та прізвище", "Прізвище та ім'я", "Повне ім'я"],
    required: true,
  },
  {
    key: 'name_en',
    names: ['Name (English)', 'Name EN', 'English name', "Ім'я англійською", "Ім'я (англ)"],
  },
  {
    key: 'email',
    names: ['Email', 'E-mail', 'Mail', 'Пошта', 'Електронна пошта', 'Ел пошта', 'Ел. пошта'],
    required: true,
  },
  { key: 'phone', names: ['Phone', 'Telephone', 'Phone number', 'Телефон', 'Номер телефону'] },
];

/** The most rows a file may have: the contract's bound of the import. */
export const IMPORT_ROWS_MAX = importCompanyEmployeesBodyRowsMax;

/** A file's row as the school takes it: blank optional cells as null. */
export const importRowOf = (row: Record<ImportKey, string>): CompanyEmployeeImportRow => ({
  name: row.name,
  name_en: row.name_en || null,
  email: row.email,
  phone: row.phone || null,
});

/** The template: the header row in the interface's language, written by the tables' CSV writer. */
export const templateCsv = async (headers: Record<ImportKey, string>): Promise<Blob> => {
  const { csvFile } = await import('../../../../features/table-files/write-csv');
  return csvFile(
    IMPORT_COLUMNS.map((column) => ({ header: headers[column.key], value: () => null })),
    [],
  );
};
