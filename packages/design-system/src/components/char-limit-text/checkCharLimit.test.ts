import { describe, expect, it } from 'vitest';
import { checkCharLimit, countChars } from './checkCharLimit';

describe('countChars', () => {
  it('counts what a person sees as one character once', () => {
    expect(countChars('')).toBe(0);
    expect(countChars('Привіт!')).toBe(7);
    expect(countChars('👍🏽 ок')).toBe(4);
    expect(countChars('и\u0306')).toBe(1);
  });
});

describe('checkCharLimit', () => {
  it('flags a text above the limit', () => {
    expect(checkCharLimit('a'.repeat(500), { maxLength: 500 })).toEqual({ count: 500, problem: null });
    expect(checkCharLimit('a'.repeat(501), { maxLength: 500 })).toEqual({ count: 501, problem: 'tooLong' });
  });

  it('flags a text below the minimum, spaces around it not counted', () => {
    expect(checkCharLimit('Коротка відповідь', { minLength: 20 }).problem).toBe('tooShort');
    expect(checkCharLimit(`   ${'я'.repeat(19)}   `, { minLength: 20 }).problem).toBe('tooShort');
    expect(checkCharLimit('Мені сподобався урок про часи.', { minLength: 20 }).problem).toBeNull();
    expect(checkCharLimit('', { minLength: 20 })).toEqual({ count: 0, problem: 'tooShort' });
  });

  it('checks both limits together, the maximum first', () => {
    expect(checkCharLimit('a'.repeat(30), { minLength: 20, maxLength: 25 }).problem).toBe('tooLong');
    expect(checkCharLimit('a'.repeat(10), { minLength: 20, maxLength: 25 }).problem).toBe('tooShort');
    expect(checkCharLimit('anything', {}).problem).toBeNull();
  });
});
