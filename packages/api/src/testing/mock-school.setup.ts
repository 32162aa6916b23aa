import { beforeAll } from 'vitest';
import { seedTablesWith } from '../mock/db/table';
import { NORMAL_SCENARIO } from '../mock/scenarios';
import { setScenario } from '../mock/scenarios/state';
import { resetSchool, seedAtReset } from './seeded-school';

/**
 * The mock school's tables seed on first use, seconds after a reset on a busy machine, while the
 * pinned clock runs on: each seed runs at the moment of the last reset, so every test meets the
 * school seeded around the moment its clock started at.
 */
seedTablesWith(seedAtReset);

// Test files share a worker's modules: each file starts on a freshly seeded school, behaving normally.
beforeAll(() => {
  setScenario(NORMAL_SCENARIO);
  resetSchool();
});
