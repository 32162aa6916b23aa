/** Letter grades of a test result. */
export type Grade = 'A' | 'B' | 'C' | 'D' | 'F';

/**
 * The school's bands for a score in percent: A from 90, B from 75, C from 60, D from 50, F below.
 * A, B and C earn an attendance certificate (docs/rules-and-limits.md#certificates).
 */
export function gradeOf(percent: number): Grade {
  if (percent >= 90) return 'A';
  if (percent >= 75) return 'B';
  if (percent >= 60) return 'C';
  if (percent >= 50) return 'D';
  return 'F';
}

/** A test is passed from 60 % (the school's pass mark, the same threshold as its certificates). */
export const PASS_PERCENT = 60;

export const percentOf = (score: number, maxScore: number): number =>
  maxScore > 0 ? Math.round((score / maxScore) * 100) : 0;
