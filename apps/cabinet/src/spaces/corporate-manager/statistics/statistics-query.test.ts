import { describe, expect, it } from 'vitest';
import { periodOf, statisticsHref } from './statistics-query';

describe('the period of the payment statistics', () => {
  it('is read from the address, six months when absent or not offered', () => {
    expect(periodOf(new URLSearchParams('months=12'))).toBe(12);
    expect(periodOf(new URLSearchParams('months=3'))).toBe(3);
    expect(periodOf(new URLSearchParams(''))).toBe(6);
    expect(periodOf(new URLSearchParams('months=7'))).toBe(6);
    expect(periodOf(new URLSearchParams('months=abc'))).toBe(6);
  });

  it('is written to the address, the default one leaving it bare', () => {
    expect(statisticsHref(12)).toBe('/corporate-manager/statistics?months=12');
    expect(statisticsHref(6)).toBe('/corporate-manager/statistics');
  });
});
