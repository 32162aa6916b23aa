import type { ListDosStatisticsRecordsParams, StatisticsRecordStatus } from '@cabinet/api/model';

export const RECORD_STATUSES = [
  'in_review',
  'need_revision',
  'in_progress',
  'verified',
] as const satisfies readonly StatisticsRecordStatus[];

/**
 * The review list's filters as they stand in the address. The list opens on the records waiting
 * for the director (in review); `status=all` shows every status.
 */
export type RecordReviewFilters = {
  teacher: number | null;
  status: StatisticsRecordStatus | null;
  page: number;
};

const ALL = 'all';
const DEFAULT_STATUS: StatisticsRecordStatus = 'in_review';
const idOf = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/** Reads the filters from the address; an unknown status is the default one. */
export function readRecordReviewFilters(search: URLSearchParams): RecordReviewFilters {
  const raw = search.get('status');
  return {
    teacher: idOf(search.get('teacher')),
    status: raw === ALL ? null : (RECORD_STATUSES.find((status) => status === raw) ?? DEFAULT_STATUS),
    page: idOf(search.get('page')) ?? 1,
  };
}

/** Writes the filters to the address, leaving out the defaults and the first page. */
export function writeRecordReviewFilters(filters: RecordReviewFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.teacher) search.set('teacher', String(filters.teacher));
  if (filters.status !== DEFAULT_STATUS) search.set('status', filters.status ?? ALL);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The list call's parameters for the filters. */
export const recordReviewParams = (
  filters: RecordReviewFilters,
  perPage: number,
): ListDosStatisticsRecordsParams => ({
  ...(filters.teacher ? { teacher_id: filters.teacher } : {}),
  ...(filters.status ? { status: filters.status } : {}),
  page: filters.page,
  per_page: perPage,
});
