import type { LearningFormat, StudyMode } from '@cabinet/api/model';

/** Groups per page of the catalogue. */
export const PER_PAGE = 6;

/** The catalogue's filters as the address keeps them, so a filtered list can be shared and reloaded. */
export type CatalogueFilterValues = {
  program_id?: number;
  teacher_id?: number;
  course_type?: StudyMode;
  format?: LearningFormat;
};
export type FilterKey = keyof CatalogueFilterValues;

/** The query-string key of each filter. */
export const QUERY_KEYS: Record<FilterKey, string> = {
  program_id: 'program',
  teacher_id: 'teacher',
  course_type: 'type',
  format: 'format',
};
const PAGE_KEY = 'page';

const STUDY_MODES: readonly StudyMode[] = ['regular', 'intensive', 'weekend'];
const FORMATS: readonly LearningFormat[] = ['online', 'offline'];

const positive = (raw: string | null): number | undefined =>
  raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
const oneOf = <T extends string>(raw: string | null, values: readonly T[]): T | undefined =>
  values.find((value) => value === raw);

/** The filters and page in an address; anything malformed is left out rather than sent. */
export function readFilters(search: URLSearchParams): { filters: CatalogueFilterValues; page: number } {
  const filters: CatalogueFilterValues = {};
  const program = positive(search.get(QUERY_KEYS.program_id));
  const teacher = positive(search.get(QUERY_KEYS.teacher_id));
  const studyMode = oneOf(search.get(QUERY_KEYS.course_type), STUDY_MODES);
  const format = oneOf(search.get(QUERY_KEYS.format), FORMATS);
  if (program) filters.program_id = program;
  if (teacher) filters.teacher_id = teacher;
  if (studyMode) filters.course_type = studyMode;
  if (format) filters.format = format;
  return { filters, page: positive(search.get(PAGE_KEY)) ?? 1 };
}

/** The query string of some filters and a page (page 1 and empty filters are left out). */
export function writeFilters(filters: CatalogueFilterValues, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of Object.keys(QUERY_KEYS) as FilterKey[]) {
    const value = filters[key];
    if (value !== undefined) search.set(QUERY_KEYS[key], String(value));
  }
  if (page > 1) search.set(PAGE_KEY, String(page));
  return search;
}

/** The filters with one changed (an empty value clears it); the list starts again from page 1. */
export function withFilter(filters: CatalogueFilterValues, key: FilterKey, raw: string): URLSearchParams {
  const next = new URLSearchParams(writeFilters(filters));
  if (raw) next.set(QUERY_KEYS[key], raw);
  else next.delete(QUERY_KEYS[key]);
  return writeFilters(readFilters(next).filters);
}

/** How many filters are set. */
export const activeCount = (filters: CatalogueFilterValues): number =>
  Object.values(filters).filter((value) => value !== undefined).length;

/** The address of another page of the same filtered list. */
export const pageSearch = (filters: CatalogueFilterValues, page: number): string => {
  const query = writeFilters(filters, page).toString();
  return query ? `?${query}` : '';
};
