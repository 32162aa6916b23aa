import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { msw } from 'msw/vite';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, defineProject } from 'vitest/config';
import { browserChange } from './.storybook/browser-change-comparator.ts';
import { VISUAL_DIFFS, screenshotCommands } from './.storybook/screenshot-browser.ts';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

// Every unit, component and story test starts at the same pinned moment; unit and component tests
// on a freshly seeded mock school.
const CLOCK_SETUP = 'packages/api/src/testing/pinned-clock.setup.ts';
const SCHOOL_SETUP = 'packages/api/src/testing/mock-school.setup.ts';

/** The story files of the design system, and the screens (the app's pages, apps/cabinet/src/screens). */
const DESIGN_SYSTEM_STORIES = 'packages/design-system/**';
const SCREENS = 'apps/cabinet/src/screens/**';

/**
 * `STORIES_EVERY_STATE=1`: every story runs as a story test (render, axe), those kept out of the
 * test command (`tags: ['!test']`: a screen's slow, empty, hostile states) too. Every story is
 * tagged `dev` (it is in Storybook's sidebar). `pnpm test:stories:every-state`.
 */
const EVERY_STATE = process.env.STORIES_EVERY_STATE ? { include: ['dev'], exclude: [], skip: [] } : undefined;

/**
 * A project of story tests: Storybook's stories (.storybook/main.ts) but those excluded, each run
 * in Chromium with axe, then photographed in the visual check's modes.
 */
function storyProject(name: string, { exclude, isolate = true }: { exclude: string[]; isolate?: boolean }) {
  return defineProject({
    plugins: [storybookTest({ configDir: '.storybook', tags: EVERY_STATE }), msw({ mode: 'worker-only' })],
    // Scan every story up front, so no dependency is discovered (and the page reloaded) mid-run.
    optimizeDeps: {
      entries: [
        'packages/design-system/src/**/*.stories.tsx',
        'apps/cabinet/src/screens/**/*.stories.tsx',
        '.storybook/preview.tsx',
      ],
    },
    test: {
      name,
      exclude,
      isolate,
      // After each story's test, its screenshots in every colour mode and language; the pinned clock.
      // The clock comes last: without isolation the browser re-imports each setup file for every
      // test file at an address stamped with `Date.now()`, which a clock pinned before would give
      // again (the same address, not run again: no screenshots after a worker's first files).
      setupFiles: ['.storybook/visual-check.setup.ts', CLOCK_SETUP],
      globalSetup: ['.storybook/visual-diffs.global-setup.ts'],
      hookTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        // The browser in the school's zone (`SCHOOL_TIME_ZONE`), whatever the machine's: a page that
        // also shows times in the viewer's own zone shows the school's alone, so it can be photographed.
        provider: playwright({
          launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
          contextOptions: { timezoneId: 'Europe/Kyiv' },
        }),
        instances: [{ browser: 'chromium' }],
        // Which Chromium runs, against the one the screenshots were made with.
        commands: screenshotCommands,
        expect: {
          toMatchScreenshot: {
            // A few pixels of anti-aliasing may differ run to run; any real change moves more.
            comparatorName: 'pixelmatch',
            comparatorOptions: { allowedMismatchedPixels: 64 },
            // On another Chromium version than the screenshots' (see visual-check.setup.ts).
            comparators: { browserChange },
            // A changed story's actual and diff images, for a designer to look at (git-ignored).
            resolveDiffPath: ({ arg, ext, root, testFileDirectory, testFileName }) =>
              path.join(root, VISUAL_DIFFS, testFileDirectory, testFileName, `${arg}${ext}`),
          },
        },
      },
    },
  });
}

export default defineConfig({
  test: {
    // One worker per core. Vitest's default leaves one core to itself (one worker on two cores);
    // the tests keep both busy, and the unit stage took half the time with two.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/api/src/**/*.test.ts',
            'packages/design-system/src/**/*.test.ts',
            'apps/cabinet/src/**/*.test.ts',
            'apps/cabinet/*.test.ts',
            'apps/server/src/**/*.test.ts',
            '.storybook/*.test.ts',
          ],
          environment: 'node',
          setupFiles: [CLOCK_SETUP, 'packages/api/src/testing/node-storage.setup.ts', SCHOOL_SETUP],
          isolate: false,
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'components',
          include: ['packages/design-system/src/**/*.test.tsx', 'apps/cabinet/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: [CLOCK_SETUP, SCHOOL_SETUP, 'apps/cabinet/src/testing/setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node' },
      },
      storyProject('stories', { exclude: [SCREENS] }),
      // The screens share the app's modules from one story file to the next (no fresh page per
      // file): a screen file's first story no longer loads the whole app again.
      storyProject('screens', { exclude: [DESIGN_SYSTEM_STORIES], isolate: false }),
    ],
  },
});
