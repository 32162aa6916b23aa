import { describe, expect, it } from 'vitest';
import { lateCancelParams, readLateCancelFilters, writeLateCancelFilters } from './late-cancel-filters';
import {
  readRecordReviewFilters,
  recordReviewParams,
  writeRecordReviewFilters,
} from './statistics-review-filters';
import { teachersOf } from './teacher-options';

const search = (query: string) => new URLSearchParams(query);

describe('the late-cancellation filters in the address', () => {
  it('reads the teacher, the state and the page; leaves out anything unknown', () => {
    expect(readLateCancelFilters(search('teacher=6&state=marked&page=2'))).toEqual({
      teacher: 6,
      state: 'marked',
      page: 2,
    });
    expect(readLateCancelFilters(search('teacher=x&state=held&page=0'))).toEqual({
      teacher: null,
      state: null,
      page: 1,
    });
  });

  it('writes them back without the empty ones and the first page, and asks the list for them', () => {
    const filters = { teacher: 6, state: 'markable' as const, page: 1 };
    expect(writeLateCancelFilters(filters).toString()).toBe('teacher=6&state=markable');
    expect(writeLateCancelFilters({ teacher: null, state: null, page: 3 }).toString()).toBe('page=3');
    expect(lateCancelParams(filters, 20)).toEqual({
      teacher_id: 6,
      state: 'markable',
      page: 1,
      per_page: 20,
    });
    expect(lateCancelParams({ teacher: null, state: null, page: 2 }, 20)).toEqual({ page: 2, per_page: 20 });
  });

  it('offers each teacher of the rows once, in name order', () => {
    const olena = { id: 2, name: 'Олена Коваль', name_en: 'Olena Koval' };
    const andrii = { id: 1, name: 'Андрій Бойко', name_en: 'Andrii Boiko' };
    expect(teachersOf([{ teacher: olena }, { teacher: andrii }, { teacher: olena }])).toEqual([
      andrii,
      olena,
    ]);
  });
});

describe('the statistics review filters in the address', () => {
  it('opens on the records in review; `all` shows every status', () => {
    expect(readRecordReviewFilters(search(''))).toEqual({ teacher: null, status: 'in_review', page: 1 });
    expect(readRecordReviewFilters(search('status=all&teacher=4'))).toEqual({
      teacher: 4,
      status: null,
      page: 1,
    });
    expect(readRecordReviewFilters(search('status=verified&page=2')).status).toBe('verified');
    expect(readRecordReviewFilters(search('status=paid')).status).toBe('in_review');
  });

  it('writes them back leaving out the defaults, and asks the list for them', () => {
    expect(writeRecordReviewFilters({ teacher: null, status: 'in_review', page: 1 }).toString()).toBe('');
    expect(writeRecordReviewFilters({ teacher: 4, status: null, page: 2 }).toString()).toBe(
      'teacher=4&status=all&page=2',
    );
    expect(recordReviewParams({ teacher: null, status: null, page: 1 }, 20)).toEqual({
      page: 1,
      per_page: 20,
    });
    expect(recordReviewParams({ teacher: 4, status: 'in_review', page: 1 }, 20)).toEqual({
      teacher_id: 4,
      status: 'in_review',
      page: 1,
      per_page: 20,
    });
  });
});
