import type { StorybookConfig } from '@storybook/react-vite';
import { msw } from 'msw/vite';

const config: StorybookConfig = {
  stories: ['../packages/design-system/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Serves the mock service worker's script for stories that declare `parameters.msw`.
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), msw({ mode: 'worker-only' })] }),
};

export default config;
