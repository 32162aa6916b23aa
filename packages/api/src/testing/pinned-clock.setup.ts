// The zoned date class extends `Date`: it must extend the real one, loaded before the clock is
// pinned (a date made from the fake `Date` class forgets its zone in date-fns).
import '@date-fns/tz';
import { afterAll, beforeEach, vi } from 'vitest';
import { TEST_MOMENT, pinClock } from './pin-clock';

/**
 * Every unit test starts at the same moment, `TEST_MOMENT`, whatever the day and the machine's
 * zone. The clock is pinned before the test file is imported (what a module reads of the date on
 * import is the pinned day) and set back to the moment before each test. A test that needs another
 * moment pins it in its own `beforeEach` or in its body.
 */
pinClock();

beforeEach(() => {
  // A test before may have put the real timers back (then pin again) or faked more of them.
  if (vi.isFakeTimers()) vi.setSystemTime(TEST_MOMENT);
  else pinClock();
});

// Test files share a worker: the next file pins the clock afresh.
afterAll(() => {
  vi.useRealTimers();
});
