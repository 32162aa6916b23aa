import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { msw } from 'msw/vite';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/api/src/**/*.test.ts',
            'packages/design-system/src/**/*.test.{ts,tsx}',
            'apps/cabinet/src/**/*.test.{ts,tsx}',
          ],
          environment: 'jsdom',
          setupFiles: ['apps/cabinet/src/test/setup.ts'],
        },
      },
      {
        test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' }), msw({ mode: 'worker-only' })],
        // Scan every story up front, so no dependency is discovered (and the page reloaded) mid-run.
        optimizeDeps: { entries: ['packages/design-system/src/**/*.stories.tsx', '.storybook/preview.tsx'] },
        test: {
          name: 'stories',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
