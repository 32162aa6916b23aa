/** Reads `page` and `per_page` and cuts one page of rows, in the `{ data, meta }` list shape. */
export function paginate<T>(request: Request, rows: T[], defaultPerPage = 20) {
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const perPage = Math.min(100, Math.max(1, Number(params.get('per_page')) || defaultPerPage));
  const start = (page - 1) * perPage;
  return { data: rows.slice(start, start + perPage), meta: { page, per_page: perPage, total: rows.length } };
}
