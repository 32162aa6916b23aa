import { describe, expect, it } from 'vitest';
import { isOfferExpired } from './expiry';

describe('isOfferExpired', () => {
  it('keeps a plain date valid through the end of that day in Kyiv', () => {
    expect(isOfferExpired('2026-12-31', new Date('2026-12-31T21:59:59Z'))).toBe(false);
    expect(isOfferExpired('2026-12-31', new Date('2026-12-31T22:00:01Z'))).toBe(true);
  });

  it('follows the summer time of Kyiv', () => {
    expect(isOfferExpired('2026-07-15', new Date('2026-07-15T20:59:00Z'))).toBe(false);
    expect(isOfferExpired('2026-07-15', new Date('2026-07-15T21:00:01Z'))).toBe(true);
  });

  it('ends a date with a time at that moment', () => {
    expect(isOfferExpired('2026-03-01T10:00:00Z', new Date('2026-03-01T09:59:59Z'))).toBe(false);
    expect(isOfferExpired('2026-03-01T10:00:00Z', new Date('2026-03-01T10:00:01Z'))).toBe(true);
  });
});
