import { scenario } from '../scenarios/state';

/**
 * Reads `page` and `per_page` and cuts one page of rows, in the `{ data, meta }` list shape.
 * With the empty scenario on, every page is empty and the total is 0.
 */
export function paginate<T>(request: Request, rows: T[], defaultPerPage = 20) {
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const perPage = Math.min(100, Math.max(1, Number(params.get('per_page')) || defaultPerPage));
  const start = (page - 1) * perPage;
  const all = scenario().empty ? [] : rows;
  return { data: all.slice(start, start + perPage), meta: { page, per_page: perPage, total: all.length } };
}

/** A list that is not paged, in the `{ data }` shape; empty with the empty scenario on. */
export function listOf<T>(rows: T[]): { data: T[] } {
  return { data: scenario().empty ? [] : rows };
}
