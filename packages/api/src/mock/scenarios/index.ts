import { resetDb } from '../db';
import { type Scenario, scenario, setScenario } from './state';

export { NORMAL_SCENARIO, type Scenario, scenario } from './state';
export { scenarioHandler } from './handler';
export { text } from './hostile';

/**
 * Changes the scenario; switching the hostile data set on or off seeds the school again, with
 * whoever is signed in still signed in.
 */
export function applyScenario(change: Partial<Scenario>): Scenario {
  const wasHostile = scenario().hostile;
  const next = setScenario(change);
  if (next.hostile !== wasHostile) resetDb(undefined, { keepSessions: true });
  return next;
}
