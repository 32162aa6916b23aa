import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { TableFileError, type TableFileColumn, headerKey, readTableFile } from './read-table-file';

type Key = 'name' | 'email' | 'phone';
const COLUMNS: TableFileColumn<Key>[] = [
  { key: 'name', names: ['Name', "Ім'я", 'ПІБ'], required: true },
  { key: 'email', names: ['Email', 'Пошта'], required: true },
  { key: 'phone', names: ['Phone', 'Телефон'] },
];

const csv = (text: string, name = 'staff.csv') => new File([text], name, { type: 'text/csv' });

async function xlsx(rows: unknown[][]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Staff');
  rows.forEach((row) => sheet.addRow(row));
  const buffer = await workbook.xlsx.writeBuffer();
  return new File([buffer], 'staff.xlsx');
}

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof TableFileError ? [error.problem, ...error.missing] : error),
  );

describe('reading a table file', () => {
  it('compares header names without case, spaces, dashes or apostrophes', () => {
    expect(headerKey(' E-Mail ')).toBe('email');
    expect(headerKey('Ім’я')).toBe(headerKey("ім'я"));
  });

  it('reads a CSV with a byte order mark and Ukrainian headers in any order, skipping blank rows', async () => {
    const file = csv(
      '\uFEFFПошта;ІМ’Я;Телефон\r\n a@x.ua ;"Коваль; Олена";+380 50\r\n;;\r\nb@x.ua;Іван;\r\n',
    );
    const { rows, headers } = await readTableFile(file, COLUMNS, 10);
    expect(headers).toEqual({ name: 'ІМ’Я', email: 'Пошта', phone: 'Телефон' });
    expect(rows).toEqual([
      { name: 'Коваль; Олена', email: 'a@x.ua', phone: '+380 50' },
      { name: 'Іван', email: 'b@x.ua', phone: '' },
    ]);
  });

  it('reads the first sheet of an Excel workbook, a linked e-mail as its text', async () => {
    const file = await xlsx([
      ['Full name', 'E-mail'],
      ['Olena Koval', { text: 'olena@x.ua', hyperlink: 'mailto:olena@x.ua' }],
      [null, null],
      ['Ivan', 'ivan@x.ua'],
    ]);
    const { rows } = await readTableFile(
      file,
      [{ ...COLUMNS[0]!, names: ['Full name'] }, COLUMNS[1]!, COLUMNS[2]!],
      10,
    );
    expect(rows).toEqual([
      { name: 'Olena Koval', email: 'olena@x.ua', phone: '' },
      { name: 'Ivan', email: 'ivan@x.ua', phone: '' },
    ]);
  });

  it('refuses another type, a file without rows, a missing required column and too many rows', async () => {
    expect(await problemOf(readTableFile(new File(['x'], 'staff.pdf'), COLUMNS, 10))).toEqual(['type']);
    expect(await problemOf(readTableFile(csv('Name,Email\r\n'), COLUMNS, 10))).toEqual(['empty']);
    expect(await problemOf(readTableFile(csv(''), COLUMNS, 10))).toEqual(['empty']);
    expect(await problemOf(readTableFile(csv('Name,Phone\r\nA,1\r\n'), COLUMNS, 10))).toEqual([
      'columns',
      'email',
    ]);
    expect(await problemOf(readTableFile(csv('Name,Email\r\nA,a@x\r\nB,b@x\r\n'), COLUMNS, 1))).toEqual([
      'too_many_rows',
    ]);
    expect(await problemOf(readTableFile(new File(['not a zip'], 'staff.xlsx'), COLUMNS, 10))).toEqual([
      'unreadable',
    ]);
  });
});
