import type {
  CompanyEmployeeImportError,
  CompanyEmployeeImportErrorField,
  CompanyEmployeeImportRow,
} from '../../generated/model';
import {
  addCompanyEmployeeBodyEmailMax,
  addCompanyEmployeeBodyNameMax,
  addCompanyEmployeeBodyPhoneMax,
} from '../../generated/zod/company/company';
import { z } from 'zod';

/**
 * The rules an imported row of employees meets, the same as adding one employee
 * (`addCompanyEmployee`): a name of at most 200 characters, an e-mail that is an address of at
 * most 254, a phone of at most 30; then an e-mail met on an earlier row of the file, or already
 * registered at the school. A file takes at most 2,000 rows (the contract's bound of the call).
 */
const LIMITS: Record<CompanyEmployeeImportErrorField, number> = {
  name: addCompanyEmployeeBodyNameMax,
  name_en: addCompanyEmployeeBodyNameMax,
  email: addCompanyEmployeeBodyEmailMax,
  phone: addCompanyEmployeeBodyPhoneMax,
};

/** The contract's e-mail format, the one `addCompanyEmployee` checks. */
const EMAIL = z.email();

/** A row's cells trimmed, blank optional cells as null. */
export type CleanRow = { name: string; name_en: string | null; email: string; phone: string | null };

export const cleanRow = (row: CompanyEmployeeImportRow): CleanRow => ({
  name: row.name.trim(),
  name_en: row.name_en?.trim() || null,
  email: row.email.trim().toLowerCase(),
  phone: row.phone?.trim() || null,
});

/** The errors of one row on its own (no duplicates yet). */
export function rowErrors(row: CleanRow): CompanyEmployeeImportError[] {
  const errors: CompanyEmployeeImportError[] = [];
  if (!row.name) errors.push({ field: 'name', code: 'required' });
  for (const field of ['name', 'name_en', 'phone'] as const) {
    if ((row[field] ?? '').length > LIMITS[field]) errors.push({ field, code: 'too_long' });
  }
  if (!row.email) errors.push({ field: 'email', code: 'required' });
  else if (row.email.length > LIMITS.email) errors.push({ field: 'email', code: 'too_long' });
  else if (!EMAIL.safeParse(row.email).success) errors.push({ field: 'email', code: 'email_invalid' });
  return errors;
}

export type CheckedRow = { row: number; clean: CleanRow; errors: CompanyEmployeeImportError[] };

/**
 * Every row checked, in the file's order (numbered from 1). `registered` holds the school's
 * e-mails in lower case. An e-mail's first row keeps it; a later row with it is a duplicate in the
 * file. One pass over the rows with a set of the e-mails seen: 2,000 rows stay quick.
 */
export function checkImportRows(
  rows: readonly CompanyEmployeeImportRow[],
  registered: ReadonlySet<string>,
): CheckedRow[] {
  const seen = new Set<string>();
  return rows.map((raw, index) => {
    const clean = cleanRow(raw);
    const errors = rowErrors(clean);
    const emailOk = !errors.some((error) => error.field === 'email');
    if (emailOk && seen.has(clean.email)) errors.push({ field: 'email', code: 'duplicate_in_file' });
    else if (emailOk && registered.has(clean.email)) {
      errors.push({ field: 'email', code: 'already_registered' });
    }
    if (clean.email) seen.add(clean.email);
    return { row: index + 1, clean, errors };
  });
}
