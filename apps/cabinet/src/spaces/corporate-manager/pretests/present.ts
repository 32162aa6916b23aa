import type { CompanyEmployee, PaidPretest, PretestPart } from '@cabinet/api/model';

/** An employee's name in the interface's language (the Ukrainian one when no English is kept). */
export const employeeName = (student: CompanyEmployee, language: string) =>
  language === 'en' ? (student.name_en ?? student.name) : student.name;

/** A test's name in the interface's language. */
export const testName = (test: { test_name: string; test_name_en: string }, language: string) =>
  language === 'en' ? test.test_name_en : test.test_name;

/** A name the school keeps in both languages, in the interface's. */
export const localName = (named: { name: string; name_en: string }, language: string) =>
  language === 'en' ? named.name_en : named.name;

/** A part of a paid test as it came out. */
export const partOf = (test: PaidPretest, name: PretestPart) =>
  test.attempt.parts.find((part) => part.part === name);

/** The minutes the employee spent on the written parts (lexis and grammar, writing); null before any. */
export function writtenMinutes(test: PaidPretest): number | null {
  const seconds = (['grammar', 'writing'] as const)
    .map((name) => partOf(test, name)?.seconds_used ?? null)
    .filter((value): value is number => value !== null);
  if (seconds.length === 0) return null;
  return Math.round(seconds.reduce((sum, value) => sum + value, 0) / 60);
}

/** The address of a list page with its search and page kept in the query. */
export function listHref(path: string, { search = '', page = 1 }: { search?: string; page?: number }) {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** How many pages a list of `total` rows has, at least one. */
export const pageCount = (meta: { total: number; per_page: number }) =>
  Math.max(1, Math.ceil(meta.total / meta.per_page));
