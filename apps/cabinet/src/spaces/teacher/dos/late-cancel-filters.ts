import type { LateCancellationState, ListLateCancellationsParams } from '@cabinet/api/model';

export const LATE_CANCEL_STATES = ['markable', 'marked'] as const satisfies readonly LateCancellationState[];

/** The late-cancellation list's filters as they stand in the address. */
export type LateCancelFilters = { teacher: number | null; state: LateCancellationState | null; page: number };

const idOf = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/** Reads the filters from the address; anything unknown is left out. */
export function readLateCancelFilters(search: URLSearchParams): LateCancelFilters {
  return {
    teacher: idOf(search.get('teacher')),
    state: LATE_CANCEL_STATES.find((state) => state === search.get('state')) ?? null,
    page: idOf(search.get('page')) ?? 1,
  };
}

/** Writes the filters to the address, leaving out the empty ones and the first page. */
export function writeLateCancelFilters(filters: LateCancelFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.teacher) search.set('teacher', String(filters.teacher));
  if (filters.state) search.set('state', filters.state);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The list call's parameters for the filters. */
export const lateCancelParams = (
  filters: LateCancelFilters,
  perPage: number,
): ListLateCancellationsParams => ({
  ...(filters.teacher ? { teacher_id: filters.teacher } : {}),
  ...(filters.state ? { state: filters.state } : {}),
  page: filters.page,
  per_page: perPage,
});
