import { describe, expect, it } from 'vitest';
import type { TableColumn } from './table-columns';
import { tableCsv } from './write-csv';

type Row = { name: string; note: string; sum: number; day: string; at: string | Date | null };

const columns: TableColumn<Row>[] = [
  { header: 'Ім’я', value: (row) => row.name },
  { header: 'Note, "quoted"', value: (row) => row.note },
  { header: 'Sum', value: (row) => row.sum, kind: 'number' },
  { header: 'Day', value: (row) => row.day, kind: 'date' },
  { header: 'At', value: (row) => row.at, kind: 'datetime' },
];

const row = (over: Partial<Row>): Row => ({
  name: 'Олена Коваль',
  note: '',
  sum: 0,
  day: '2026-03-29',
  at: null,
  ...over,
});

describe('a table as CSV', () => {
  it('starts with the byte order mark and the headers, one line per row, CRLF', () => {
    const csv = tableCsv(columns, [row({ sum: 1250 }), row({ name: 'Ivan', sum: 7 })]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Ім’я,"Note, ""quoted""",Sum,Day,At',
      'Олена Коваль,,1250,2026-03-29,',
      'Ivan,,7,2026-03-29,',
      '',
    ]);
  });

  it('quotes commas, quotes and line breaks, and keeps a formula from running', () => {
    const csv = tableCsv(columns, [row({ note: 'a, b "c"\nd' }), row({ note: '=HYPERLINK("x")' })]);
    const [, first, second] = csv
      .slice(1)
      .trimEnd()
      .split(/\r\n(?=[^\n])/);
    expect(first).toBe('Олена Коваль,"a, b ""c""\nd",0,2026-03-29,');
    expect(second).toBe('Олена Коваль,"\'=HYPERLINK(""x"")",0,2026-03-29,');
  });

  it('writes moments on the school’s clock (Kyiv) on both sides of each daylight-saving switch', () => {
    const at = (moment: string | Date) =>
      tableCsv(columns, [row({ at: moment })])
        .split('\r\n')[1]
        ?.split(',')[4];
    // Summer time starts on 29 March 2026 at 03:00 (UTC+2 → UTC+3).
    expect(at('2026-03-29T00:30:00Z')).toBe('2026-03-29 02:30');
    expect(at('2026-03-29T01:30:00Z')).toBe('2026-03-29 04:30');
    // It ends on 25 October 2026 at 04:00 (UTC+3 → UTC+2): 03:30 happens twice.
    expect(at(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25 03:30');
    expect(at(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25 03:30');
    // A moment written with the school's offset, and one just before midnight UTC, the next day at school.
    expect(at('2026-11-24T10:00:00+02:00')).toBe('2026-11-24 10:00');
    expect(at('2026-11-24T22:30:00Z')).toBe('2026-11-25 00:30');
  });

  it('keeps a calendar date as it is, and a moment in a date column as its day at school', () => {
    const dateColumn: TableColumn<{ day: string | Date }>[] = [
      { header: 'Day', value: (r) => r.day, kind: 'date' },
    ];
    expect(tableCsv(dateColumn, [{ day: '2026-02-28' }, { day: new Date('2026-02-28T22:30:00Z') }])).toBe(
      '\uFEFFDay\r\n2026-02-28\r\n2026-03-01\r\n',
    );
  });
});
