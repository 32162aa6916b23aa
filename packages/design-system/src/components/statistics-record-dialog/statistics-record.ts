import type { Language } from '../../i18n';

export const STATISTICS_RECORD_TYPES = ['corporate', 'other'] as const;
export const STATISTICS_UNITS = ['hours', 'pieces'] as const;
export type StatisticsRecordType = (typeof STATISTICS_RECORD_TYPES)[number];
export type StatisticsUnits = (typeof STATISTICS_UNITS)[number];

/** A teacher's statistics record as it is saved. */
export type StatisticsRecordValues = {
  description: string;
  type: StatisticsRecordType;
  /** UAH per unit. */
  rate: number;
  amount: number;
  units: StatisticsUnits;
};

/** The form's state: what was typed, before it is checked. */
export type StatisticsRecordDraft = {
  description: string;
  type: StatisticsRecordType | '';
  rate: string;
  amount: string;
  units: StatisticsUnits | '';
};
export type StatisticsRecordField = keyof StatisticsRecordDraft;
export type FieldProblem = 'required' | 'not_number' | 'not_positive';
export type StatisticsRecordErrors = Partial<Record<StatisticsRecordField, FieldProblem>>;
export type StatisticsRecordCheck =
  { ok: true; values: StatisticsRecordValues } | { ok: false; errors: StatisticsRecordErrors };

/** The fields in the order they appear, which is also the order the focus visits the invalid ones. */
export const STATISTICS_RECORD_FIELDS: readonly StatisticsRecordField[] = [
  'description',
  'type',
  'rate',
  'amount',
  'units',
];

/** A number as it is typed in the language: "1250,5" in Ukrainian, "1250.5" in English. */
const numberText = (value: number | undefined, language: Language) =>
  value === undefined ? '' : language === 'uk' ? String(value).replace('.', ',') : String(value);

/** The draft of a new record (all empty) or of a record being edited. */
export function draftOf(
  initial?: Partial<StatisticsRecordValues>,
  language: Language = 'uk',
): StatisticsRecordDraft {
  return {
    description: initial?.description ?? '',
    type: initial?.type ?? '',
    rate: numberText(initial?.rate, language),
    amount: numberText(initial?.amount, language),
    units: initial?.units ?? '',
  };
}

/** A typed number, with a comma or a dot for decimals and spaces between thousands; null if not one. */
export function parseDecimal(text: string): number | null {
  const normalised = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(normalised)) return null;
  return Number(normalised);
}

function checkPositive(text: string): FieldProblem | number {
  if (text.trim() === '') return 'required';
  const value = parseDecimal(text);
  if (value === null) return 'not_number';
  return value > 0 ? value : 'not_positive';
}

/** Every field is required; the rate and the amount are numbers above zero. */
export function checkStatisticsRecord(draft: StatisticsRecordDraft): StatisticsRecordCheck {
  const errors: StatisticsRecordErrors = {};
  const description = draft.description.trim();
  if (!description) errors.description = 'required';
  if (!draft.type) errors.type = 'required';
  const rate = checkPositive(draft.rate);
  if (typeof rate === 'string') errors.rate = rate;
  const amount = checkPositive(draft.amount);
  if (typeof amount === 'string') errors.amount = amount;
  if (!draft.units) errors.units = 'required';
  if (
    draft.type &&
    draft.units &&
    typeof rate === 'number' &&
    typeof amount === 'number' &&
    Object.keys(errors).length === 0
  ) {
    return { ok: true, values: { description, type: draft.type, rate, amount, units: draft.units } };
  }
  return { ok: false, errors };
}

/** What the summary above the form says: something is missing, or only something is wrong. */
export function errorSummary(errors: StatisticsRecordErrors): 'empty' | 'invalid' | null {
  const problems = Object.values(errors);
  if (problems.length === 0) return null;
  return problems.includes('required') ? 'empty' : 'invalid';
}

/** The first invalid field in the form's order. */
export function firstInvalidField(errors: StatisticsRecordErrors): StatisticsRecordField | undefined {
  return STATISTICS_RECORD_FIELDS.find((field) => errors[field]);
}

/** The translation key (under `modals.statisticsRecord.errors`) of a field's problem. */
export function problemMessageKey(field: StatisticsRecordField, problem: FieldProblem): string {
  if (problem === 'not_number') return 'notNumber';
  if (problem === 'not_positive') return 'notPositive';
  return field;
}

/** Rate times amount once both are numbers above zero, else null. */
export function draftTotal(draft: StatisticsRecordDraft): number | null {
  const rate = parseDecimal(draft.rate);
  const amount = parseDecimal(draft.amount);
  return rate !== null && amount !== null && rate > 0 && amount > 0 ? rate * amount : null;
}
