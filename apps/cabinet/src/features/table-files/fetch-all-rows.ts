import type { ListMeta } from '@cabinet/api/model';

/** One page of a list call: `{ data, meta }` as every paged call of the contract answers. */
export type ListPage<Row> = { data: Row[]; meta: ListMeta };

/** Fetches page `page` (from 1) of a list with `perPage` rows, with the filters on screen. */
export type FetchPage<Row> = (page: number, perPage: number) => Promise<ListPage<Row>>;

/** How far a download has come: pages fetched of the pages there are. */
export type RowsProgress = (fetched: number, pages: number) => void;

/** The contract's largest page. */
export const ROWS_PER_PAGE = 100;
/** At most this many pages (10,000 rows at 100 a page) go into one file. */
export const MAX_PAGES = 100;

/** A list too long for one file: the filters should narrow it first. */
export class TooManyRowsError extends Error {
  constructor(
    readonly rows: number,
    readonly limit: number,
  ) {
    super(`The list has ${rows} rows; a file holds at most ${limit}.`);
    this.name = 'TooManyRowsError';
  }
}

/**
 * Every row of a paged list, page after page (one call at a time, so the school's rate limit is
 * kept), up to the last page the first answer's `meta` names. A list longer than `maxPages` pages
 * is refused before the second call; a failed call fails the whole download.
 */
export async function fetchAllRows<Row>(
  fetchPage: FetchPage<Row>,
  {
    perPage = ROWS_PER_PAGE,
    maxPages = MAX_PAGES,
    onProgress,
  }: { perPage?: number; maxPages?: number; onProgress?: RowsProgress } = {},
): Promise<Row[]> {
  const first = await fetchPage(1, perPage);
  const pageSize = Math.max(1, first.meta.per_page);
  const pages = Math.max(1, Math.ceil(first.meta.total / pageSize));
  if (pages > maxPages) throw new TooManyRowsError(first.meta.total, maxPages * pageSize);
  const rows = [...first.data];
  onProgress?.(1, pages);
  for (let page = 2; page <= pages; page += 1) {
    const next = await fetchPage(page, perPage);
    // A list that shrank while it was read ends early.
    if (next.data.length === 0) break;
    rows.push(...next.data);
    onProgress?.(page, pages);
  }
  return rows;
}
