import type { Workbook } from 'exceljs';

/**
 * Reads a table a person chose (a CSV or an Excel workbook) into rows of text, by the columns the
 * caller names. A column is found by any of its header names in either language, compared without
 * case, spaces, dashes, underscores, dots or apostrophes ("E-mail", "email", "Ім'я", "ім’я" are
 * each one name). The first row is the header; blank rows are left out.
 */

/** A column the caller reads: its key, its header names, and whether the file must have it. */
export type TableFileColumn<Key extends string> = {
  key: Key;
  names: readonly string[];
  required?: boolean;
};

/** Why a file could not be read; the caller says it in the interface language. */
export type TableFileProblem = 'type' | 'unreadable' | 'empty' | 'columns' | 'too_many_rows';

export class TableFileError extends Error {
  constructor(
    readonly problem: TableFileProblem,
    /** For `columns`: the keys of the required columns not found. */
    readonly missing: readonly string[] = [],
  ) {
    super(`The table file could not be read: ${problem}`);
    this.name = 'TableFileError';
  }
}

export type TableFileRows<Key extends string> = {
  /** The rows after the header, each cell as text, trimmed; a column the file lacks is ''. */
  rows: Record<Key, string>[];
  /** The file's own header of each column found. */
  headers: Partial<Record<Key, string>>;
};

/** The file types the reader takes, for a file input's `accept`. */
export const TABLE_FILE_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A header name as compared: lower case, without spaces, dashes, underscores, dots or apostrophes. */
export const headerKey = (name: string): string =>
  name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\-_.'’ʼ`‘]/g, '');

const kindOf = (file: File): 'csv' | 'xlsx' | null => {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || file.type === 'text/csv') return 'csv';
  if (name.endsWith('.xlsx')) return 'xlsx';
  return null;
};

/** papaparse loads with the first CSV file read, like the writers, never with a page. */
async function csvCells(file: File): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  const text = (await file.text()).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  if (parsed.errors.some((error) => error.type === 'Quotes')) throw new TableFileError('unreadable');
  return parsed.data;
}

/** exceljs is a large library: it loads when the first Excel file is read, not with any page. */
async function newWorkbook(): Promise<Workbook> {
  const library = await import('exceljs');
  // The browser build is a CommonJS bundle: its classes come as the default export.
  const exceljs = (library as unknown as { default?: typeof library }).default ?? library;
  return new exceljs.Workbook();
}

/** The first sheet's cells as their shown text (a link's text, a formula's result). */
async function xlsxCells(file: File): Promise<string[][]> {
  const workbook = await newWorkbook();
  try {
    await workbook.xlsx.load(await file.arrayBuffer());
  } catch {
    throw new TableFileError('unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const width = sheet.columnCount;
  const cells: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    cells.push(Array.from({ length: width }, (_, index) => row.getCell(index + 1).text));
  });
  return cells;
}

/**
 * Reads the file's rows by the columns named. Refuses (a `TableFileError`) a file of another type,
 * one that cannot be parsed, one without rows, one lacking a required column, and one with more
 * than `maxRows` rows.
 */
export async function readTableFile<Key extends string>(
  file: File,
  columns: readonly TableFileColumn<Key>[],
  maxRows: number,
): Promise<TableFileRows<Key>> {
  const kind = kindOf(file);
  if (!kind) throw new TableFileError('type');
  const cells = kind === 'csv' ? await csvCells(file) : await xlsxCells(file);
  const [header, ...body] = cells.filter((row) => row.some((cell) => String(cell ?? '').trim() !== ''));
  if (!header) throw new TableFileError('empty');
  const keys = header.map((name) => headerKey(String(name ?? '')));
  const at = new Map<Key, number>();
  const headers: Partial<Record<Key, string>> = {};
  for (const column of columns) {
    const wanted = new Set(column.names.map(headerKey));
    const index = keys.findIndex((key) => wanted.has(key));
    if (index >= 0) {
      at.set(column.key, index);
      headers[column.key] = String(header[index]).trim();
    }
  }
  const missing = columns.filter((column) => column.required && !at.has(column.key)).map((c) => c.key);
  if (missing.length > 0) throw new TableFileError('columns', missing);
  if (body.length === 0) throw new TableFileError('empty');
  if (body.length > maxRows) throw new TableFileError('too_many_rows');
  const rows = body.map(
    (row) =>
      Object.fromEntries(
        columns.map((column) => {
          const index = at.get(column.key);
          return [column.key, index === undefined ? '' : String(row[index] ?? '').trim()];
        }),
      ) as Record<Key, string>,
  );
  return { rows, headers };
}
