import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 AA, and the violations only: what the check reports. */
const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
};

type Violation = { id: string; impact: string | null; help: string; targets: string[] };

/**
 * Runs axe-core in the page itself: the script is put in once per document (a page moved in place
 * keeps it) and `axe.run` checks the whole document. The cabinet has no frames, so this is the
 * whole check; it takes a fraction of a second where a run that assembles frame results in a
 * second page took seconds.
 */
async function violationsOf(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (options) => {
    const { axe } = window as unknown as {
      axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, options);
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }));
  }, OPTIONS);
}

/**
 * WCAG 2.2 AA: serious and critical violations fail the test. Running transitions (a button
 * fading from disabled to enabled after a call, the colours of a language or a screen size just
 * switched) are brought to their end at once, so contrast is measured on the colours a person
 * sees, not on a frame in between, without waiting them out.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getTiming().iterations === Infinity) continue;
      try {
        animation.finish();
      } catch {
        // An animation that cannot end (no end time) is left running.
      }
    }
  });
  const serious = (await violationsOf(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
  expect(serious).toEqual([]);
}

/**
 * The same check in the light and in the dark theme: the cabinet follows the device's colour
 * scheme, so the page is switched to dark (and back) as a device would, and checked once the
 * page's background has changed.
 */
export async function expectNoSeriousA11yViolationsInBothThemes(page: Page) {
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expectNoSeriousA11yViolations(page);
  const light = await background();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(background).not.toBe(light);
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(background).toBe(light);
}
