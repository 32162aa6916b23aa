import { describe, expect, it, vi } from 'vitest';
import { type ListPage, TooManyRowsError, fetchAllRows } from './fetch-all-rows';

/** A list of `total` numbered rows, answered a page at a time like the school's list calls. */
const list = (total: number) =>
  vi.fn(async (page: number, perPage: number): Promise<ListPage<number>> => {
    const start = (page - 1) * perPage;
    const data = Array.from(
      { length: Math.max(0, Math.min(perPage, total - start)) },
      (_, i) => start + i + 1,
    );
    return { data, meta: { page, per_page: perPage, total } };
  });

describe('every row of a paged list', () => {
  it('fetches the pages one after another up to the last the answer names', async () => {
    const fetchPage = list(250);
    const progress: string[] = [];
    const rows = await fetchAllRows(fetchPage, {
      onProgress: (fetched, pages) => progress.push(`${fetched}/${pages}`),
    });
    expect(rows).toHaveLength(250);
    expect(rows.at(0)).toBe(1);
    expect(rows.at(-1)).toBe(250);
    expect(fetchPage.mock.calls).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
  });

  it('makes one call for an empty list', async () => {
    const fetchPage = list(0);
    expect(await fetchAllRows(fetchPage)).toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('fails with the failed page’s error and asks for no page after it', async () => {
    const rows = list(250);
    const failure = new Error('server_error');
    const fetchPage = vi.fn((page: number, perPage: number) =>
      page === 2 ? Promise.reject(failure) : rows(page, perPage),
    );
    await expect(fetchAllRows(fetchPage)).rejects.toBe(failure);
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2]);
  });

  it('refuses a list longer than the cap after the first call', async () => {
    const fetchPage = list(10_001);
    const error = await fetchAllRows(fetchPage).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TooManyRowsError);
    expect(error).toMatchObject({ rows: 10_001, limit: 10_000 });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('stops when a page comes back empty (the list shrank meanwhile)', async () => {
    const rows = list(150);
    const fetchPage = vi.fn(async (page: number, perPage: number) => {
      const answer = await rows(page, perPage);
      return page === 1 ? { ...answer, meta: { ...answer.meta, total: 350 } } : answer;
    });
    expect(await fetchAllRows(fetchPage)).toHaveLength(150);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });
});
