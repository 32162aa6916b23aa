import { vi } from 'vitest';
import { TEST_MOMENT } from './test-moment';

export { TEST_MOMENT };

/**
 * Pins the clock of `now()` (and of every library that reads `Date`) at a moment, and lets it run
 * on from there in real time: a test that waits sees time pass, but every run starts at the same
 * moment. Timers stay real, so waits and the mock school's latency behave as in the browser.
 */
export function pinClock(moment: string | Date = TEST_MOMENT): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date(moment) });
}
