import { afterEach, describe, expect, it } from 'vitest';
import { NORMAL_SCENARIO, setScenario } from '../scenarios/state';
import { listOf, paginate } from './paging';

const rows = Array.from({ length: 45 }, (_, i) => ({ id: i + 1 }));
const request = (query = '') => new Request(`http://school.test/api/v1/items${query}`);

afterEach(() => setScenario(NORMAL_SCENARIO));

describe('lists of the mock school', () => {
  it('paginate cuts the asked page and counts every row', () => {
    const page = paginate(request('?page=3&per_page=20'), rows);
    expect(page.data.map((row) => row.id)).toEqual([41, 42, 43, 44, 45]);
    expect(page.meta).toEqual({ page: 3, per_page: 20, total: 45 });
  });

  it('the empty scenario makes every page empty with a total of 0', () => {
    setScenario({ empty: true });
    expect(paginate(request(), rows)).toEqual({ data: [], meta: { page: 1, per_page: 20, total: 0 } });
  });

  it('listOf answers a non-paged list, empty with the empty scenario', () => {
    expect(listOf(rows).data).toHaveLength(45);
    setScenario({ empty: true });
    expect(listOf(rows)).toEqual({ data: [] });
  });
});
