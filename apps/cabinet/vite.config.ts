import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), msw()],
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
            { name: 'dates', test: /node_modules[\\/].*date-fns/, priority: 2 },
            { name: 'shared', minShareCount: 40, priority: 1 },
          ],
        },
      },
    },
  },
});
