/** Labels the progress charts share: months on an axis and in a sentence, categories made unique. */

export type Language = 'uk' | 'en';

const locale = (language: Language) => (language === 'en' ? 'en-GB' : 'uk-UA');

const parts = (month: string): [number, number] => {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return [year, number];
};

/** A month of an answer (`2026-11`) on a chart's axis or in its table: "лист. 2026 р." / "Nov 2026". */
export function monthLabel(month: string, language: Language): string {
  const [year, number] = parts(month);
  return new Intl.DateTimeFormat(locale(language), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, number - 1, 1));
}

/** The Ukrainian months in the locative case, as a sentence says "у листопаді". */
const UK_MONTHS_IN = [
  'січні',
  'лютому',
  'березні',
  'квітні',
  'травні',
  'червні',
  'липні',
  'серпні',
  'вересні',
  'жовтні',
  'листопаді',
  'грудні',
] as const;

/**
 * A month of an answer in a summary's sentence, in full, after the text's "у" / "in": "листопаді
 * 2026" / "November 2026" (never an abbreviation, which a screen reader reads out letter by letter
 * or as a different word).
 */
export function monthInText(month: string, language: Language): string {
  const [year, number] = parts(month);
  if (language === 'uk') return `${UK_MONTHS_IN[number - 1] ?? ''} ${year}`;
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, number - 1, 1),
  );
}

/** Labels made unique: a chart's categories must differ (two tests on one day, two namesakes). */
export function uniqueLabels(labels: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return labels.map((label) => {
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    return count === 1 ? label : `${label} (${count})`;
  });
}

/** A number as the interface's language writes it: "84,5" / "84.5". */
export function numberIn(value: number, language: Language): string {
  return new Intl.NumberFormat(locale(language), { maximumFractionDigits: 1 }).format(value);
}
