import type { Workbook } from 'exceljs';
import { type FileCell, wallText } from './cell-values';
import { fileCell } from './cell-values';
import type { TableColumn } from './table-columns';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What Excel allows in a sheet's name: at most 31 characters, none of `[]:*?/\`. */
export function sheetName(name: string): string {
  const clean = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.slice(0, 31).trim() || 'Sheet1';
}

/** A cell's value for exceljs: a date as its Kyiv wall clock read as UTC, which Excel shows as written. */
function xlsxValue(cell: FileCell): string | number | Date | null {
  switch (cell.type) {
    case 'empty':
      return null;
    case 'text':
      return cell.text;
    case 'number':
      return cell.number;
    case 'date': {
      const { year, month, day, hour, minute } = cell.wall;
      return new Date(Date.UTC(year, month - 1, day, hour, minute));
    }
  }
}

const textLength = (cell: FileCell): number => {
  if (cell.type === 'date') return wallText(cell.wall, cell.withTime).length;
  if (cell.type === 'number') return String(cell.number).length;
  if (cell.type === 'text') return Math.max(...cell.text.split('\n').map((line) => line.length));
  return 0;
};

/** The width of a column in characters: its longest text among the header and the first rows, within 8 to 60. */
const widthOf = (lengths: number[]) => Math.min(60, Math.max(8, ...lengths.map((length) => length + 2)));
const MEASURED_ROWS = 500;

/** exceljs is a large library: it loads when the first Excel file is written, not with any page. */
async function newWorkbook(): Promise<Workbook> {
  const library = await import('exceljs');
  // The browser build is a CommonJS bundle: its classes come as the default export.
  const exceljs = (library as unknown as { default?: typeof library }).default ?? library;
  return new exceljs.Workbook();
}

/**
 * A table as an Excel workbook: one sheet named after the table, the headers in a bold row that
 * stays in view while scrolling, real number cells, and dates as real date cells showing the
 * school's wall clock (Kyiv), `yyyy-mm-dd` or `yyyy-mm-dd hh:mm`.
 */
export async function tableXlsx<Row>(
  name: string,
  columns: readonly TableColumn<Row>[],
  rows: readonly Row[],
): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  const cells = rows.map((row) => columns.map((column) => fileCell(column.value(row), column.kind)));
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    width: widthOf([
      column.header.length,
      ...cells.slice(0, MEASURED_ROWS).map((line) => textLength(line[index] ?? { type: 'empty' })),
    ]),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const line of cells) {
    const added = sheet.addRow(line.map(xlsxValue));
    line.forEach((cell, index) => {
      if (cell.type === 'date')
        added.getCell(index + 1).numFmt = cell.withTime ? 'yyyy-mm-dd hh:mm' : 'yyyy-mm-dd';
    });
  }
  // exceljs answers a Buffer (a Uint8Array) in the browser and in Node alike.
  const buffer: ArrayBufferLike | ArrayBufferView = await workbook.xlsx.writeBuffer();
  return ArrayBuffer.isView(buffer)
    ? new Uint8Array(
        buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer,
      )
    : new Uint8Array(buffer as ArrayBuffer);
}

/** The Excel file of a table. */
export const xlsxFile = async <Row>(
  name: string,
  columns: readonly TableColumn<Row>[],
  rows: readonly Row[],
): Promise<Blob> => new Blob([await tableXlsx(name, columns, rows)], { type: XLSX_TYPE });
