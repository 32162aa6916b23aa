import { describe, expect, it } from 'vitest';
import { checkWordCount, countWords } from './countWords';

describe('countWords', () => {
  it('counts nothing in an empty or blank text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  \n\t ')).toBe(0);
  });

  it('counts English words across spaces, lines and punctuation', () => {
    expect(countWords('I have been learning English for three years.')).toBe(8);
    expect(countWords('First line,\nsecond line;third!')).toBe(5);
  });

  it('counts Ukrainian words, apostrophes of every kind inside a word', () => {
    expect(countWords('Мені подобається вивчати англійську мову.')).toBe(5);
    expect(countWords("п'ять м’ясних пʼєс")).toBe(3);
    expect(countWords('сім`я')).toBe(1);
  });

  it('keeps hyphenated words whole and ignores lone dashes', () => {
    expect(countWords('будь-ласка, well-known')).toBe(2);
    expect(countWords('Київ — столиця - так')).toBe(3);
    expect(countWords('north–south')).toBe(2);
  });

  it('counts contractions once and leaves quotes out', () => {
    expect(countWords("I don't think it's 'easy'")).toBe(5);
    expect(countWords('«Добрий день», — сказала Олена.')).toBe(4);
  });

  it('counts numbers and ignores emoji and symbols', () => {
    expect(countWords('У 2024 році 😀 було 12 уроків & 3 тести')).toBe(8);
  });

  it('counts letters written with combining marks once', () => {
    expect(countWords('и\u0306од')).toBe(1);
  });
});

describe('checkWordCount', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'слово').join(' ');

  it('says when there are too few or too many words', () => {
    expect(checkWordCount(words(99), { min: 100, max: 250 })).toEqual({ count: 99, problem: 'tooFew' });
    expect(checkWordCount(words(100), { min: 100, max: 250 })).toEqual({ count: 100, problem: null });
    expect(checkWordCount(words(250), { min: 100, max: 250 })).toEqual({ count: 250, problem: null });
    expect(checkWordCount(words(251), { min: 100, max: 250 })).toEqual({ count: 251, problem: 'tooMany' });
  });

  it('works with only one of the limits', () => {
    expect(checkWordCount(words(3), { max: 2 }).problem).toBe('tooMany');
    expect(checkWordCount(words(3), { min: 5 }).problem).toBe('tooFew');
    expect(checkWordCount(words(3), {}).problem).toBeNull();
  });
});
