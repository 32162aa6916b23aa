import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

const executablePath = chromiumPath();
if (!executablePath && !existsSync(chromium.executablePath())) {
  throw new Error(
    'No Chromium for the end-to-end tests: install one (Debian: apt-get install chromium), ' +
      'set CHROME_PATH to its executable, or run `pnpm exec playwright install chromium` where downloads work.',
  );
}

const PORT = Number(process.env.E2E_PORT ?? 4173);
const BUILT = process.env.E2E_BUILT;
const BUILT_DIR = BUILT ?? `dist-mock-${PORT}`;

/** End-to-end journeys on the production bundle built in mock mode. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three workers on a 2-core machine: the journeys wait much of their time (for the school's
  // answers, a retry's delay, a slow scenario), so a third fills those waits. Measured on the whole
  // stage: 14 minutes with three, 17.5 with two; each test takes about a fifth longer, inside its
  // limits. `E2E_WORKERS` sets another number.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // On CI a failed test runs once more, so a fault is told from a flake; a test that passes only on
  // its second try still fails `npm test` unless tests/quarantine.json lists it with its reason.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // A journey's limit that holds with both cores busy (the default 30 s did not for the longer
  // profile journeys); journeys that walk many pages set their own.
  timeout: 90_000,
  // What a person waits for shows within 20 s even while both cores build and test (a lazy page's
  // first load missed the default 5 s there).
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath, args: [...chromiumArgs, '--headless=new'] },
    // A trace records every action's page and a screencast: it made the journeys a third slower, so
    // it is kept for a developer who asks for it (`E2E_TRACE=1`); a failure always leaves its page's
    // accessibility snapshot and a screenshot in test-results/.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The cabinet follows the device's colour scheme: `E2E_COLOR_SCHEME=dark` runs every journey
    // and crawl in the dark theme (the chart journeys check both themes on every run).
    ...(process.env.E2E_COLOR_SCHEME === 'dark' ? { colorScheme: 'dark' as const } : {}),
  },
  webServer: {
    // Each port builds into its own folder, so two runs side by side do not overwrite each other;
    // `E2E_BUILT` names a folder of apps/cabinet already built in mock mode (the test command's
    // build stage), served as it is.
    command: `${BUILT ? '' : `pnpm --filter @cabinet/app exec vite build --mode mock --outDir ${BUILT_DIR} && `}pnpm --filter @cabinet/app exec vite preview --outDir ${BUILT_DIR} --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
