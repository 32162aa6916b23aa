/** What a cell of an exported table holds: text, a number, a moment or a calendar date, or nothing. */
export type TableCellValue = string | number | Date | null;

/**
 * How a column's values are written: `date` and `datetime` as the school's calendar (Europe/Kyiv),
 * `number` as a real number cell, `text` as it is. Without a kind, a number is a number, a `Date`
 * a moment and anything else text.
 */
export type TableColumnKind = 'date' | 'datetime' | 'number' | 'text';

/**
 * One column of a table written to a file (and, later, read from one): its header, already in the
 * interface language, and how each row gives its value. A `date` value is a `Date` (its day at the
 * school) or a calendar date `yyyy-MM-dd`; a `datetime` value is a `Date` or an ISO 8601 moment.
 */
export type TableColumn<Row> = {
  header: string;
  value: (row: Row) => TableCellValue;
  kind?: TableColumnKind;
};
