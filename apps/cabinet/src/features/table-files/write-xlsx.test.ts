import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { TableColumn } from './table-columns';
import { sheetName, tableXlsx } from './write-xlsx';

type Row = { name: string; sum: number; day: string; at: string };
const columns: TableColumn<Row>[] = [
  { header: 'Викладач', value: (row) => row.name },
  { header: 'Сума, грн', value: (row) => row.sum, kind: 'number' },
  { header: 'Дата', value: (row) => row.day, kind: 'date' },
  { header: 'Початок', value: (row) => row.at, kind: 'datetime' },
];

async function readBack(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  return workbook;
}

describe('a table as an Excel workbook', () => {
  it('has one sheet named after the table, a bold frozen header and real number and date cells', async () => {
    const bytes = await tableXlsx('Записи статистики: листопад', columns, [
      { name: 'Олена Коваль', sum: 1250, day: '2026-11-24', at: '2026-03-29T01:30:00Z' },
      { name: 'Ivan Petrenko', sum: 0, day: '2026-02-28', at: '2026-11-24T22:30:00Z' },
    ]);
    const workbook = await readBack(bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Записи статистики листопад']);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Викладач', 'Сума, грн', 'Дата', 'Початок']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(3);

    const sum = sheet.getCell('B2');
    expect(sum.type).toBe(ExcelJS.ValueType.Number);
    expect(sum.value).toBe(1250);

    // Dates are date cells showing the school's wall clock: 01:30 UTC on 29 March is 04:30 in Kyiv.
    const day = sheet.getCell('C2');
    expect(day.type).toBe(ExcelJS.ValueType.Date);
    expect((day.value as Date).toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(day.numFmt).toBe('yyyy-mm-dd');
    const at = sheet.getCell('D2');
    expect(at.type).toBe(ExcelJS.ValueType.Date);
    expect((at.value as Date).toISOString()).toBe('2026-03-29T04:30:00.000Z');
    expect(at.numFmt).toBe('yyyy-mm-dd hh:mm');
    expect((sheet.getCell('D3').value as Date).toISOString()).toBe('2026-11-25T00:30:00.000Z');

    // Wide enough for the longest text, within bounds.
    expect(sheet.getColumn(1).width).toBe('Ivan Petrenko'.length + 2);
    expect(sheet.getColumn(2).width).toBe(11);
  });

  it('writes a table without rows as its header alone', async () => {
    const sheet = (await readBack(await tableXlsx('Empty', columns, []))).worksheets[0]!;
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getCell('A1').value).toBe('Викладач');
  });

  it('names a sheet as Excel allows', () => {
    expect(sheetName('a/b?c*[d]:e\\f')).toBe('a b c d e f');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('  ')).toBe('Sheet1');
  });
});
