import { describe, expect, it } from 'vitest';
import { MIN_WORDS, hasEnoughText, wordCount } from './work-text';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('minimum text ("not enough text for evaluation"; min_words chosen as 20)', () => {
  it('is 20 words', () => {
    expect(MIN_WORDS).toBe(20);
  });

  it('counts words in English and Ukrainian, not punctuation', () => {
    expect(wordCount("I don't like well-known places - really!")).toBe(6);
    expect(wordCount('Я люблю Київ , дуже')).toBe(4);
    expect(wordCount('   ')).toBe(0);
  });

  it('refuses a text under 20 words without files, accepts 20 words or any file', () => {
    expect(hasEnoughText(words(19), 0)).toBe(false);
    expect(hasEnoughText(words(20), 0)).toBe(true);
    expect(hasEnoughText('', 1)).toBe(true);
  });
});
