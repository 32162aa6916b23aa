import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { type Plugin, defineConfig } from 'vite';
import { buildConfigProblem } from './src/build-config.ts';

/** A build without the school's configuration stops at once, naming what is missing. */
const requireBuildConfig = (): Plugin => ({
  name: 'cabinet:require-build-config',
  apply: 'build',
  configResolved(config) {
    const problem = buildConfigProblem(config.env, config.mode);
    if (!problem) return;
    const error = new Error(problem);
    error.stack = problem; // the message says it all: no stack trace under it
    throw error;
  },
});

export default defineConfig({
  plugins: [requireBuildConfig(), react(), msw()],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    manifest: true,
    chunkSizeWarningLimit: 700,
    // The small modules nearly every page shares (MUI's internals, the theme, i18n, the router) go
    // into one file instead of dozens: the sign-in page then loads fewer, better-compressed files.
    // Tuned with the sign-in budget of tests/build/budgets.test.ts (see the README's Budgets).
    // The date library is shared by most cabinet pages but not by the sign-in page: it is a file of
    // its own, so the sign-in page does not load it with the shared file.
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            // The school's clock is read by the shell itself (the sign-in page too): never with the dates.
            { name: 'clock', test: /[\\/]time[\\/]clock\.ts$/, priority: 3 },
            // With the date library, our own modules that format or compute dates: as the pages grow
            // they are shared by enough chunks to join the shared file, and would pull it in.
            {
              name: 'dates',
              test: /node_modules[\\/].*date-fns|[\\/]time[\\/]school-time\.ts$|[\\/]format[\\/]index\.ts$|[\\/]shared[\\/]school-time\.ts$/,
              priority: 2,
            },
            { name: 'shared', minShareCount: 40, priority: 1 },
          ],
        },
      },
    },
  },
});
