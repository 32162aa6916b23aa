import type { Level } from '../../generated/model';
import { PASS_PERCENT } from './grades';
import { LEVELS } from './pretest-levels';

/**
 * A course's progress and final tests measure the course's level as a whole (they have no result
 * per skill): a passed test (60 % or more) shows the course's level, a failed one the level below
 * it (A1 stays A1).
 */
export function levelShownByTest(courseLevel: Level, percent: number): Level {
  if (percent >= PASS_PERCENT) return courseLevel;
  return LEVELS[Math.max(0, LEVELS.indexOf(courseLevel) - 1)] ?? courseLevel;
}

export type LevelMovement = 'up' | 'same' | 'down' | 'no_placement';

/** How a level now compares with the first placement test's overall level. */
export function levelMovement(placement: Level | null, now: Level | null): LevelMovement {
  if (placement === null) return 'no_placement';
  const change = LEVELS.indexOf(now ?? placement) - LEVELS.indexOf(placement);
  if (change > 0) return 'up';
  return change < 0 ? 'down' : 'same';
}
