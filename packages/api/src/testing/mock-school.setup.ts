import { beforeAll, vi } from 'vitest';
import { resetDb } from '../mock/db';
import { seedTablesWith } from '../mock/db/table';
import { NORMAL_SCENARIO } from '../mock/scenarios';
import { setScenario } from '../mock/scenarios/state';

/**
 * The mock school's tables seed on first use, seconds after a reset on a busy machine, while the
 * pinned clock runs on: each seed runs at the moment of the last reset, so every test meets the
 * school seeded around the moment its clock started at.
 */
seedTablesWith((seed, resetAt) => {
  if (!vi.isFakeTimers()) return seed();
  const moment = Date.now();
  vi.setSystemTime(resetAt);
  try {
    return seed();
  } finally {
    vi.setSystemTime(moment);
  }
});

// Test files share a worker's modules: each file starts on a freshly seeded school, behaving normally.
beforeAll(() => {
  setScenario(NORMAL_SCENARIO);
  resetDb();
});
