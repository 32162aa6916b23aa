import { describe, expect, it } from 'vitest';
import { gradeOf, percentOf } from './grades';

describe('grade bands', () => {
  it.each([
    [100, 'A'],
    [90, 'A'],
    [89, 'B'],
    [75, 'B'],
    [74, 'C'],
    [60, 'C'],
    [59, 'D'],
    [50, 'D'],
    [49, 'F'],
    [0, 'F'],
  ] as const)('%i %% is %s', (percent, grade) => {
    expect(gradeOf(percent)).toBe(grade);
  });

  it('turns a score into a rounded percent, 0 without a maximum', () => {
    expect(percentOf(17, 20)).toBe(85);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
  });
});
