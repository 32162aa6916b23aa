import type { Level } from '../../generated/model';
import { wordCount } from './work-text';

export const LEVELS: readonly Level[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

/**
 * The school's scale for lexis and grammar (corporate placement test): the highest
 * score of each level out of 65 points.
 */
export const GRAMMAR_BANDS: readonly (readonly [Level, number])[] = [
  ['A1', 10],
  ['A2', 20],
  ['B1', 35],
  ['B2', 45],
  ['C1', 55],
  ['C2', 65],
];
export const GRAMMAR_POINTS = 65;

/** The level of a score out of 65 points. */
export const levelOfPoints = (points: number): Level =>
  GRAMMAR_BANDS.find(([, highest]) => points <= highest)?.[0] ?? 'C2';

/**
 * The level of a multiple-choice part: its score is put on the 65-point scale (a 30-question part
 * with 15 right is 33 of 65, B1), so every part reads the school's one scale.
 */
export const levelOfScore = (score: number, maxScore: number): Level =>
  levelOfPoints(maxScore === GRAMMAR_POINTS ? score : Math.round((score * GRAMMAR_POINTS) / maxScore));

/** Distinct words a writing needs for each level above A1, as the mock school's stand-in examiner reads it. */
const WRITING_RANGE: readonly (readonly [Level, number])[] = [
  ['A1', 0],
  ['A2', 30],
  ['B1', 45],
  ['B2', 65],
  ['C1', 90],
  ['C2', 120],
];

/**
 * The mock school's examiner for writing: a text under the minimum words is not assessed ("not
 * enough text for evaluation"); otherwise the range of its vocabulary (distinct words) gives the
 * level. A real examiner reads the text; the mock only needs a level that grows with the writing.
 */
export function assessWriting(text: string, minWords: number): { words: number; level: Level | null } {
  const words = wordCount(text);
  if (words < minWords) return { words, level: null };
  const distinct = new Set(text.toLowerCase().match(/[\p{L}']+/gu) ?? []).size;
  const level = [...WRITING_RANGE].reverse().find(([, least]) => distinct >= least)?.[0] ?? 'A1';
  return { words, level };
}

/** The overall level: the rounded mean of the levels given (A1 = 1 … C2 = 6); null without any. */
export function overallLevel(levels: readonly (Level | null)[]): Level | null {
  const ranks = levels
    .filter((level): level is Level => level !== null)
    .map((level) => LEVELS.indexOf(level));
  if (ranks.length === 0) return null;
  const mean = ranks.reduce((sum, rank) => sum + rank, 0) / ranks.length;
  return LEVELS[Math.round(mean)] ?? null;
}
