import { ApiError } from '@cabinet/api/http';
import { schoolToday, shiftMonth as shiftDateByMonths } from '@cabinet/api/time';
import type {
  StatisticsCategory,
  StatisticsRecord,
  StatisticsRecordInput,
  StatisticsRecordType,
  StatisticsUnits,
} from '@cabinet/api/model';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The school's current month, `yyyy-MM` (the month the API answers when none is asked for). */
export const schoolMonth = (now: Date): string => schoolToday(now).slice(0, 7);

/** The month of the address (`?month=yyyy-MM`), else the school's current month. */
export function monthOf(search: URLSearchParams, now: Date): string {
  const asked = search.get('month');
  return asked && MONTH.test(asked) ? asked : schoolMonth(now);
}

/** The month `by` months before (negative) or after `month`. */
export const shiftMonth = (month: string, by: number): string =>
  shiftDateByMonths(`${month}-01`, by).slice(0, 7);

/** The months the picker offers: the last twelve up to the current one, plus the month shown if older. */
export function monthChoices(current: string, shown: string): string[] {
  const recent = Array.from({ length: 12 }, (_, back) => shiftMonth(current, -back));
  return recent.includes(shown) ? recent : [shown, ...recent].sort().reverse();
}

/** "листопад 2026" / "November 2026". */
export function monthLabel(month: string, language: 'uk' | 'en'): string {
  const label = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'uk-UA', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
  return label.charAt(0).toLocaleUpperCase(language) + label.slice(1);
}

/** The month's records in the contract's category order, each category with its records. */
export function recordsByCategory(
  records: readonly StatisticsRecord[],
  order: readonly StatisticsCategory[],
): { category: StatisticsCategory; records: StatisticsRecord[] }[] {
  return order.flatMap((category) => {
    const own = records.filter((record) => record.category === category);
    return own.length === 0 ? [] : [{ category, records: own }];
  });
}

/** The record form's values as typed (every field is required). */
export type RecordFormValues = {
  date: string;
  category: StatisticsCategory | '';
  description: string;
  type: StatisticsRecordType | '';
  rate: string;
  amount: string;
  units: StatisticsUnits | '';
};
export type RecordField = keyof RecordFormValues;

/** The fields in the order of the form (and of the server's "first empty field"). */
export const RECORD_FIELDS: readonly RecordField[] = [
  'date',
  'category',
  'description',
  'type',
  'rate',
  'amount',
  'units',
];

export const emptyRecord = (date: string): RecordFormValues => ({
  date,
  category: '',
  description: '',
  type: '',
  rate: '',
  amount: '',
  units: '',
});

export const formOf = (record: StatisticsRecord): RecordFormValues => ({
  date: record.date,
  category: record.category,
  description: record.description,
  type: record.type,
  rate: String(record.rate),
  amount: String(record.amount),
  units: record.units,
});

/** A number as typed, with a decimal comma or point; NaN when it is not one. */
export const numberOf = (typed: string): number => {
  const clean = typed.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
};

/** What the form itself refuses before sending: an empty field, or a number that is not one. */
export type FieldProblem = 'empty' | 'notNumber';

export function formProblems(values: RecordFormValues): Partial<Record<RecordField, FieldProblem>> {
  const problems: Partial<Record<RecordField, FieldProblem>> = {};
  for (const field of RECORD_FIELDS) {
    if (values[field].trim() === '') problems[field] = 'empty';
  }
  for (const field of ['rate', 'amount'] as const) {
    if (!problems[field] && Number.isNaN(numberOf(values[field]))) problems[field] = 'notNumber';
  }
  return problems;
}

/** The body of a form without problems (ranges are the server's to check). */
export const inputOf = (values: RecordFormValues): StatisticsRecordInput => ({
  date: values.date,
  category: values.category as StatisticsCategory,
  description: values.description.trim(),
  type: values.type as StatisticsRecordType,
  rate: numberOf(values.rate),
  amount: numberOf(values.amount),
  units: values.units as StatisticsUnits,
});

/** A refusal that names one field of the form (422 `fields_empty` or `validation_failed`), else null. */
export function refusedField(
  error: unknown,
): { field: RecordField; problem: 'fields_empty' | 'validation_failed' } | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  if (error.code !== 'fields_empty' && error.code !== 'validation_failed') return null;
  const data = error.data as { field?: unknown } | null;
  const field = RECORD_FIELDS.find((name) => name === data?.field);
  return field ? { field, problem: error.code } : null;
}
