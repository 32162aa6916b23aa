import { describe, expect, it } from 'vitest';
import { idOf } from './route-ids';

describe('idOf', () => {
  it('reads a positive whole number', () => {
    expect(idOf('42')).toBe(42);
  });
  it.each([undefined, '', '0', '-3', '4.5', '12abc', '007', '99999999999'])('refuses %s', (raw) => {
    expect(idOf(raw)).toBeNull();
  });
});
