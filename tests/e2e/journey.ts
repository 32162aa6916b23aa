import { test as base, type Page } from '@playwright/test';
import { TEST_MOMENT } from '../../packages/api/src/testing/test-moment';

// Everything else of Playwright's, as it is; this module's `test` takes the place of its own.
export * from '@playwright/test';

type ClockWindow = { pinnedClockOffset: number };

/**
 * Runs in the page before its scripts: "now" is `moment` plus the time passed since the test
 * started, across reloads too, whatever the machine's date. Only the reading of now changes: a
 * `Date` made with arguments, timers and the date's subclasses behave as the browser's own.
 * (Playwright's `page.clock` replaces `Date` with a function that returns plain dates, so a
 * subclass such as `@date-fns/tz`'s `TZDate` loses its time zone and the school's times come out
 * in UTC.)
 */
function pinPageClock({ moment, startedAt }: { moment: number; startedAt: number }) {
  const NativeDate = Date;
  const nativeNow = NativeDate.now.bind(NativeDate);
  const clock = window as unknown as ClockWindow;
  clock.pinnedClockOffset = moment - startedAt;
  const now = () => nativeNow() + clock.pinnedClockOffset;
  function PinnedDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new NativeDate(now()).toString();
    return Reflect.construct(NativeDate, args.length > 0 ? args : [now()], new.target) as Date;
  }
  Object.setPrototypeOf(PinnedDate, NativeDate);
  PinnedDate.prototype = NativeDate.prototype;
  Object.defineProperty(PinnedDate, 'now', { value: now, writable: true, configurable: true });
  window.Date = PinnedDate as unknown as DateConstructor;
}

/** Moves the page's "now" to a moment (until the next load, which goes back to the pinned timeline). */
export async function setPageNow(page: Page, moment: number) {
  await page.evaluate((target) => {
    const clock = window as unknown as ClockWindow;
    clock.pinnedClockOffset += target - Date.now();
  }, moment);
}

/**
 * The journeys' `test`: each starts with the page's clock at the unit tests' moment (a Tuesday
 * 10:00 in Kyiv), running on in real time from there. The mock school runs in the page and is
 * seeded around the page's "now", so every journey meets the same school on any day, at any hour,
 * in any time zone of the machine.
 */
export const test = base.extend<{ pinnedClock: void }>({
  pinnedClock: [
    async ({ page }, use) => {
      await page.addInitScript(pinPageClock, { moment: Date.parse(TEST_MOMENT), startedAt: Date.now() });
      await use();
    },
    { auto: true },
  ],
});
