import Papa from 'papaparse';
import { csvText, fileCell } from './cell-values';
import type { TableColumn } from './table-columns';

/** The byte order mark: with it, a spreadsheet opens the UTF-8 file's Cyrillic as Cyrillic. */
const BOM = '\uFEFF';

/**
 * A table as CSV text: the headers, then a line per row; dates and moments on the school's clock
 * (Kyiv), `yyyy-MM-dd` or `yyyy-MM-dd HH:mm`; texts that a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@` first) are written with a leading apostrophe. Lines end with CRLF (RFC 4180).
 */
export function tableCsv<Row>(columns: readonly TableColumn<Row>[], rows: readonly Row[]): string {
  const body = Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => csvText(fileCell(column.value(row), column.kind)))),
    },
    { newline: '\r\n', escapeFormulae: true },
  );
  return `${BOM}${body}\r\n`;
}

/** The CSV file of a table, UTF-8 with its byte order mark. */
export const csvFile = <Row>(columns: readonly TableColumn<Row>[], rows: readonly Row[]): Blob =>
  new Blob([tableCsv(columns, rows)], { type: 'text/csv;charset=utf-8' });
