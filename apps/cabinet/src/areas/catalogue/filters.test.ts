import { describe, expect, it } from 'vitest';
import { activeCount, pageSearch, readFilters, withFilter, writeFilters } from './filters';

describe('the catalogue filters in the address', () => {
  it('reads every filter and the page', () => {
    const search = new URLSearchParams('program=5&teacher=20&type=regular&format=offline&page=2');
    expect(readFilters(search)).toEqual({
      filters: { program_id: 5, teacher_id: 20, course_type: 'regular', format: 'offline' },
      page: 2,
    });
  });

  it('leaves out malformed values instead of sending them', () => {
    const search = new URLSearchParams('program=abc&teacher=0&type=evening&format=zoom&page=-1');
    expect(readFilters(search)).toEqual({ filters: {}, page: 1 });
  });

  it('writes only what is set, page 1 left out, and reads back the same', () => {
    const filters = { teacher_id: 20, format: 'online' as const };
    expect(writeFilters(filters).toString()).toBe('teacher=20&format=online');
    expect(writeFilters(filters, 3).toString()).toBe('teacher=20&format=online&page=3');
    expect(readFilters(writeFilters(filters, 3))).toEqual({ filters, page: 3 });
    expect(pageSearch({}, 1)).toBe('');
    expect(pageSearch({ program_id: 1 }, 2)).toBe('?program=1&page=2');
  });

  it('changes one filter, clears it with an empty value and starts from page 1', () => {
    const filters = { program_id: 5, course_type: 'weekend' as const };
    expect(withFilter(filters, 'teacher_id', '20').toString()).toBe('program=5&teacher=20&type=weekend');
    expect(withFilter(filters, 'program_id', '').toString()).toBe('type=weekend');
    expect(activeCount(filters)).toBe(2);
    expect(activeCount({})).toBe(0);
  });
});
