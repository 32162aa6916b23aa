import type { PaidPretest } from '@cabinet/api/model';
import { describe, expect, it } from 'vitest';
import { listHref, pageCount, writtenMinutes } from './present';

const withSeconds = (grammar: number | null, writing: number | null) =>
  ({
    attempt: {
      parts: [
        { part: 'grammar', seconds_used: grammar },
        { part: 'writing', seconds_used: writing },
        { part: 'speaking', seconds_used: null },
      ],
    },
  }) as unknown as PaidPretest;

describe("the manager's table helpers", () => {
  it('keeps the search and the page in the address, leaving out the defaults', () => {
    expect(listHref('/list', {})).toBe('/list');
    expect(listHref('/list', { search: 'олена', page: 1 })).toBe(
      '/list?search=%D0%BE%D0%BB%D0%B5%D0%BD%D0%B0',
    );
    expect(listHref('/list', { search: 'a b', page: 3 })).toBe('/list?search=a+b&page=3');
  });

  it('counts at least one page', () => {
    expect(pageCount({ total: 0, per_page: 20 })).toBe(1);
    expect(pageCount({ total: 41, per_page: 20 })).toBe(3);
  });

  it('adds up the minutes of the written parts, none before either is taken', () => {
    expect(writtenMinutes(withSeconds(37 * 60, 30 * 60 - 20))).toBe(67);
    expect(writtenMinutes(withSeconds(40 * 60, null))).toBe(40);
    expect(writtenMinutes(withSeconds(null, null))).toBeNull();
  });
});
