// Which Chromium the committed screenshots were made with, and which one runs the story tests.
// `pnpm screenshots:refresh` remakes the screenshots and records its browser's version in
// SCREENSHOTS_BROWSER; when the running Chromium is another version, each story is compared with
// the browser-change tolerance (browser-change-comparator.ts) and listed in CROSS_VERSION_LIST,
// which the run's end counts (visual-diffs.global-setup.ts).
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserCommand } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '..');

/** Where a run of the story tests leaves the actual and diff images of the stories that changed. */
export const VISUAL_DIFFS = 'visual-diffs';
/** The committed record: `{ "chromium": "<version>" }` of the browser that made the screenshots. */
export const SCREENSHOTS_BROWSER = '.storybook/screenshots-browser.json';
/** The Chromium this run used (read by the refresh script). */
export const RUNNING_BROWSER = `${VISUAL_DIFFS}/browser.json`;
/** The stories this run compared with screenshots of another Chromium version, one id a line. */
export const CROSS_VERSION_LIST = `${VISUAL_DIFFS}/compared-across-versions.txt`;

/** The Chromium version the committed screenshots were made with, if recorded. */
export function recordedChromium(): string | undefined {
  const file = path.join(root, SCREENSHOTS_BROWSER);
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as { chromium?: string }).chromium;
}

export interface ScreenshotBrowser {
  /** The version the committed screenshots were made with (undefined when none is recorded). */
  recorded: string | undefined;
  /** The version running the tests. */
  running: string;
  /** Whether this run rewrites the screenshots that differ (`-u`). */
  updating: boolean;
}

const inVisualDiffs = (file: string) => {
  mkdirSync(path.join(root, VISUAL_DIFFS), { recursive: true });
  return path.join(root, file);
};

/** Browser commands of the story tests (`commands.screenshotBrowser()` in the page). */
export const screenshotCommands = {
  screenshotBrowser: (async (context): Promise<ScreenshotBrowser> => {
    const browser = context.context.browser();
    if (!browser) throw new Error('The story tests run in a Playwright browser, which has a version.');
    const running = browser.version();
    writeFileSync(inVisualDiffs(RUNNING_BROWSER), `${JSON.stringify({ chromium: running })}\n`);
    return {
      recorded: recordedChromium(),
      running,
      updating: context.project.serializedConfig.snapshotOptions.updateSnapshot === 'all',
    };
  }) satisfies BrowserCommand<[]>,
  comparedAcrossVersions: ((_context, storyId: string): void => {
    appendFileSync(inVisualDiffs(CROSS_VERSION_LIST), `${storyId}\n`);
  }) satisfies BrowserCommand<[storyId: string]>,
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    screenshotBrowser: () => Promise<ScreenshotBrowser>;
    comparedAcrossVersions: (storyId: string) => Promise<void>;
  }
}
