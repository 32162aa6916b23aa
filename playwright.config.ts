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

/** End-to-end journeys on the production bundle built in mock mode. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath, args: [...chromiumArgs, '--headless=new'] },
    trace: 'retain-on-failure',
  },
  webServer: {
    // Each port builds into its own folder, so two runs side by side do not overwrite each other.
    command: `pnpm --filter @cabinet/app exec vite build --mode mock --outDir dist-mock-${PORT} && pnpm --filter @cabinet/app exec vite preview --outDir dist-mock-${PORT} --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
