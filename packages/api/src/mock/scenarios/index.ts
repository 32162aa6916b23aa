import { resetDb } from '../db';
import { type Scenario, scenario, setScenario } from './state';

export { NORMAL_SCENARIO, type Scenario, scenario } from './state';
export { scenarioHandler } from './handler';
export { text } from './hostile';

/**
 * Changes the scenario; switching the hostile or the long texts on or off seeds the school again,
 * with whoever is signed in still signed in.
 */
export function applyScenario(change: Partial<Scenario>): Scenario {
  const before = scenario();
  const next = setScenario(change);
  if (next.hostile !== before.hostile || next.longTexts !== before.longTexts) {
    resetDb(undefined, { keepSessions: true });
  }
  return next;
}
