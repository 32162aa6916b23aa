import { isCalendarDate, wallClockOf } from '@cabinet/api/time';
import type { TableCellValue, TableColumnKind } from './table-columns';

/** A value as a file holds it: text, a number, or the school's wall clock (a calendar date without a time). */
export type FileCell =
  | { type: 'empty' }
  | { type: 'text'; text: string }
  | { type: 'number'; number: number }
  | { type: 'date'; wall: WallClock; withTime: boolean };

/** The fields of a moment on the school's clock (Kyiv), or of a calendar date. */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The fields of a wall clock `yyyy-MM-dd` or `yyyy-MM-ddTHH:mm`. */
function wallOfText(text: string): WallClock {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = text.split(/[-T:]/).map(Number);
  return { year, month, day, hour, minute };
}

const wallOfMoment = (moment: Date): WallClock => wallOfText(wallClockOf(moment));

/** A date or a moment of a `date`/`datetime` column on the school's clock; null when it is neither. */
function wallOf(value: string | Date, withTime: boolean): WallClock | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : wallOfMoment(value);
  if (!withTime && isCalendarDate(value)) return wallOfText(value);
  if (ISO_MOMENT.test(value)) return wallOfMoment(new Date(value));
  return null;
}

/** How a value of a column of `kind` is written to a file. */
export function fileCell(value: TableCellValue, kind?: TableColumnKind): FileCell {
  if (value === null || value === '') return { type: 'empty' };
  if (kind === 'text')
    return { type: 'text', text: value instanceof Date ? value.toISOString() : String(value) };
  if (kind === 'date' || kind === 'datetime' || value instanceof Date) {
    const withTime = kind !== 'date';
    const wall = typeof value === 'number' ? null : wallOf(value, withTime);
    return wall ? { type: 'date', wall, withTime } : { type: 'text', text: String(value) };
  }
  if (typeof value === 'number')
    return Number.isFinite(value) ? { type: 'number', number: value } : { type: 'empty' };
  if (kind === 'number' && value.trim() !== '' && Number.isFinite(Number(value)))
    return { type: 'number', number: Number(value) };
  return { type: 'text', text: value };
}

const two = (value: number) => String(value).padStart(2, '0');

/** A wall clock as text: `yyyy-MM-dd`, with ` HH:mm` for a moment (sortable, and read by every spreadsheet). */
export const wallText = (wall: WallClock, withTime: boolean): string =>
  `${wall.year}-${two(wall.month)}-${two(wall.day)}${withTime ? ` ${two(wall.hour)}:${two(wall.minute)}` : ''}`;

/** A cell as CSV text (numbers stay numbers, so a spreadsheet reads them as such). */
export function csvText(cell: FileCell): string | number {
  switch (cell.type) {
    case 'empty':
      return '';
    case 'text':
      return cell.text;
    case 'number':
      return cell.number;
    case 'date':
      return wallText(cell.wall, cell.withTime);
  }
}
