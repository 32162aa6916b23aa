import { describe, expect, it } from 'vitest';
import { checkImportRows } from './employee-import';

const row = (name: string, email: string, phone: string | null = null) => ({ name, email, phone });

describe('the rows of an employee import', () => {
  it('pass with a name and an e-mail, trimmed and the e-mail in lower case', () => {
    const [checked] = checkImportRows([row('  Ольга Нова ', ' Olha.Nova@Corp.UA ', ' ')], new Set());
    expect(checked).toEqual({
      row: 1,
      clean: { name: 'Ольга Нова', name_en: null, email: 'olha.nova@corp.ua', phone: null },
      errors: [],
    });
  });

  it('name each broken rule at its field: empty, too long, not an address', () => {
    const checked = checkImportRows(
      [
        row('', ''),
        row('Я'.repeat(201), 'not-an-email', '1'.repeat(31)),
        row('Ім’я', `${'a'.repeat(250)}@x.ua`),
        { name: 'Anna', name_en: 'A'.repeat(201), email: 'anna@x.ua' },
      ],
      new Set(),
    );
    expect(checked.map((result) => result.errors)).toEqual([
      [
        { field: 'name', code: 'required' },
        { field: 'email', code: 'required' },
      ],
      [
        { field: 'name', code: 'too_long' },
        { field: 'phone', code: 'too_long' },
        { field: 'email', code: 'email_invalid' },
      ],
      [{ field: 'email', code: 'too_long' }],
      [{ field: 'name_en', code: 'too_long' }],
    ]);
  });

  it('keep an e-mail for its first row: a later row with it is a duplicate in the file', () => {
    const checked = checkImportRows(
      [row('A', 'same@x.ua'), row('B', 'other@x.ua'), row('C', 'SAME@x.ua')],
      new Set(),
    );
    expect(checked.map((result) => [result.row, result.errors])).toEqual([
      [1, []],
      [2, []],
      [3, [{ field: 'email', code: 'duplicate_in_file' }]],
    ]);
  });

  it('refuse an e-mail already registered at the school, whatever its case', () => {
    const checked = checkImportRows(
      [row('A', 'Student@Demo.School'), row('B', 'b@x.ua')],
      new Set(['student@demo.school']),
    );
    expect(checked.map((result) => result.errors)).toEqual([
      [{ field: 'email', code: 'already_registered' }],
      [],
    ]);
  });
});
