import { describe, expect, it } from 'vitest';
import { clockOf, inLanguage } from './in-language';

describe('clockOf', () => {
  it('writes minutes and seconds, and hours when there are any', () => {
    expect(clockOf(0)).toBe('0:00');
    expect(clockOf(3.9)).toBe('0:03');
    expect(clockOf(95)).toBe('1:35');
    expect(clockOf(3725)).toBe('1:02:05');
  });
});

describe('inLanguage', () => {
  it('takes the English text in English when there is one', () => {
    expect(inLanguage('Привіт', 'Hello', 'en')).toBe('Hello');
    expect(inLanguage('Привіт', '', 'en')).toBe('Привіт');
    expect(inLanguage('Привіт', 'Hello', 'uk')).toBe('Привіт');
  });
});
