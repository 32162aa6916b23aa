import { type FetchPage, type RowsProgress, fetchAllRows } from './fetch-all-rows';

/** The rows of a paged list call with the filters on screen: every page, one after another. */
export const pagedRows =
  <Row>(fetchPage: FetchPage<Row>) =>
  (onProgress: RowsProgress): Promise<Row[]> =>
    fetchAllRows(fetchPage, { onProgress });

/** The rows of a call that answers them all at once (a statement of a few months). */
export const loadedRows =
  <Row>(rows: readonly Row[]) =>
  (): Promise<readonly Row[]> =>
    Promise.resolve(rows);
