import { test as base } from '@playwright/test';
import { TEST_MOMENT } from '../../packages/api/src/testing/test-moment';

// Everything else of Playwright's, as it is; this module's `test` takes the place of its own.
export * from '@playwright/test';

/**
 * The journeys' `test`: each starts with the browser's clock at the unit tests' moment (a Tuesday
 * 10:00 in Kyiv), running on in real time from there. The mock school runs in the page and is
 * seeded around the page's "now", so every journey meets the same school on any day, at any hour,
 * in any time zone of the machine. A journey that needs another moment moves the clock itself.
 */
export const test = base.extend<{ pinnedClock: void }>({
  pinnedClock: [
    async ({ page }, use) => {
      await page.clock.install({ time: TEST_MOMENT });
      await use();
    },
    { auto: true },
  ],
});
