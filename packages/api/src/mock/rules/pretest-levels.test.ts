import { describe, expect, it } from 'vitest';
import { assessWriting, levelOfPoints, levelOfScore, overallLevel } from './pretest-levels';

describe('the school’s lexis and grammar scale', () => {
  it.each([
    [0, 'A1'],
    [10, 'A1'],
    [11, 'A2'],
    [20, 'A2'],
    [21, 'B1'],
    [35, 'B1'],
    [36, 'B2'],
    [45, 'B2'],
    [46, 'C1'],
    [55, 'C1'],
    [56, 'C2'],
    [65, 'C2'],
  ])('%i of 65 points is %s', (points, level) => {
    expect(levelOfPoints(points)).toBe(level);
  });

  it('puts a shorter part on the same scale', () => {
    expect(levelOfScore(15, 30)).toBe('B1'); // 33 of 65
    expect(levelOfScore(17, 30)).toBe('B2'); // 37 of 65
    expect(levelOfScore(0, 8)).toBe('A1');
    expect(levelOfScore(8, 8)).toBe('C2');
    expect(levelOfScore(40, 65)).toBe('B2');
  });
});

describe('the writing examiner', () => {
  it('does not assess a text under the minimum words', () => {
    expect(assessWriting('Too short to read.', 20)).toEqual({ words: 4, level: null });
    expect(assessWriting('word '.repeat(19), 20).level).toBeNull();
  });

  it('assesses from the minimum, higher with a wider vocabulary', () => {
    const plain = assessWriting('I like my job and I like my city and I like my friends. '.repeat(3), 20);
    expect(plain.words).toBe(42);
    expect(plain.level).toBe('A1');
    // 130 different words (letters only: a base-26 number spelt with letters).
    const spelt = (n: number) => n.toString(26).replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)]!);
    const rich = Array.from({ length: 130 }, (_, index) => `w${spelt(index)}`);
    expect(assessWriting(rich.join(' '), 20).level).toBe('C2');
    expect(assessWriting(rich.slice(0, 50).join(' '), 20).level).toBe('B1');
  });
});

describe('the overall level', () => {
  it('is the rounded mean of the levels given', () => {
    expect(overallLevel(['B1', 'B2', 'B1'])).toBe('B1');
    expect(overallLevel(['B1', 'B2', 'B2'])).toBe('B2');
    expect(overallLevel(['A1', 'C2'])).toBe('B2'); // 2.5 rounds up
    expect(overallLevel(['B1', null, 'B1'])).toBe('B1');
    expect(overallLevel([null, null])).toBeNull();
  });
});
