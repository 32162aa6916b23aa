export type SortDirection = 'asc' | 'desc';
export type SortState = { sortBy?: string | undefined; direction?: SortDirection | undefined };

/** A header clicked: a new column sorts ascending, the sorted one flips its direction. */
export function nextSort(sortKey: string, current: SortState): { sortBy: string; direction: SortDirection } {
  if (current.sortBy !== sortKey) return { sortBy: sortKey, direction: 'asc' };
  return { sortBy: sortKey, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

export type PageRange = {
  /** The page, 1-based, kept within the pages there are. */
  page: number;
  pageCount: number;
  /** The first and the last row shown, 1-based; both 0 when there are no rows. */
  from: number;
  to: number;
};

/** Which rows a page shows: page 2 of 42 rows by 10 is rows 11-20 of 5 pages. */
export function pageRange(page: number, perPage: number, total: number): PageRange {
  const size = Math.max(1, Math.floor(perPage));
  const rows = Math.max(0, Math.floor(total));
  const pageCount = Math.max(1, Math.ceil(rows / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  if (rows === 0) return { page: 1, pageCount, from: 0, to: 0 };
  return { page: current, pageCount, from: (current - 1) * size + 1, to: Math.min(rows, current * size) };
}
