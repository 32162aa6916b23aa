import type { StorybookConfig } from '@storybook/react-vite';
import { msw } from 'msw/vite';

const config: StorybookConfig = {
  stories: [
    '../packages/design-system/src/**/*.stories.@(ts|tsx)',
    // The cabinet's pages on the mock school, one folder per space (apps/cabinet/src/screens).
    '../apps/cabinet/src/screens/**/*.mdx',
    '../apps/cabinet/src/screens/**/*.stories.@(ts|tsx)',
  ],
  // The partner logos of the cabinet's header.
  staticDirs: [{ from: '../apps/cabinet/public/media', to: '/media' }],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Serves the mock service worker's script for stories that declare `parameters.msw`.
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), msw({ mode: 'worker-only' })] }),
};

export default config;
