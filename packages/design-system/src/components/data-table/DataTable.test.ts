import { describe, expect, it } from 'vitest';
import { nextSort, pageRange } from './table-logic';

describe('nextSort', () => {
  it('sorts a new column ascending', () => {
    expect(nextSort('date', { sortBy: 'name', direction: 'desc' })).toEqual({
      sortBy: 'date',
      direction: 'asc',
    });
    expect(nextSort('date', {})).toEqual({ sortBy: 'date', direction: 'asc' });
  });

  it('flips the direction of the sorted column', () => {
    expect(nextSort('date', { sortBy: 'date', direction: 'asc' })).toEqual({
      sortBy: 'date',
      direction: 'desc',
    });
    expect(nextSort('date', { sortBy: 'date', direction: 'desc' })).toEqual({
      sortBy: 'date',
      direction: 'asc',
    });
  });
});

describe('pageRange', () => {
  it('gives the rows of a page', () => {
    expect(pageRange(1, 10, 42)).toEqual({ page: 1, pageCount: 5, from: 1, to: 10 });
    expect(pageRange(2, 10, 42)).toEqual({ page: 2, pageCount: 5, from: 11, to: 20 });
  });

  it('ends the last page at the last row', () => {
    expect(pageRange(5, 10, 42)).toEqual({ page: 5, pageCount: 5, from: 41, to: 42 });
  });

  it('keeps the page within the pages there are', () => {
    expect(pageRange(9, 10, 42).page).toBe(5);
    expect(pageRange(0, 10, 42).page).toBe(1);
  });

  it('shows nothing of an empty table', () => {
    expect(pageRange(1, 10, 0)).toEqual({ page: 1, pageCount: 1, from: 0, to: 0 });
  });

  it('survives a page size of zero', () => {
    expect(pageRange(1, 0, 3)).toEqual({ page: 1, pageCount: 3, from: 1, to: 1 });
  });
});
