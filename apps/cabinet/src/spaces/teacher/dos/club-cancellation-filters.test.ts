import { describe, expect, it } from 'vitest';
import { cancellationParams, cancellationsHref, readCancellationFilters } from './club-cancellation-filters';

describe('the club cancellations list in the address', () => {
  it('reads a known status and a page; anything else is left out', () => {
    expect(readCancellationFilters(new URLSearchParams('status=refused&page=2'))).toEqual({
      status: 'refused',
      page: 2,
    });
    expect(readCancellationFilters(new URLSearchParams('status=lost&page=0'))).toEqual({
      status: null,
      page: 1,
    });
    expect(readCancellationFilters(new URLSearchParams('page=1e3'))).toEqual({ status: null, page: 1 });
  });

  it('writes the address and the call without the empty filter and the first page', () => {
    expect(cancellationsHref({ status: null, page: 1 })).toBe('/teacher/dos/club-cancellations');
    expect(cancellationsHref({ status: 'pending', page: 3 })).toBe(
      '/teacher/dos/club-cancellations?status=pending&page=3',
    );
    expect(cancellationParams({ status: null, page: 2 }, 20)).toEqual({ page: 2, per_page: 20 });
    expect(cancellationParams({ status: 'cancelled', page: 1 }, 20)).toEqual({
      status: 'cancelled',
      page: 1,
      per_page: 20,
    });
  });
});
