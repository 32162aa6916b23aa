import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { type Plugin, defineConfig } from 'vite';
import { buildConfigProblem } from './src/build-config.ts';
import { firstPaintModules, importClosure } from './chunk-closures.ts';
import { preloadFirstFiles } from './first-files.ts';
import { writeContentSecurityPolicy } from './content-security-policy.ts';
import { serviceWorker } from './src/app/pwa/service-worker-plugin.ts';

/** The sign-in page is the first page of most visits: what it imports is loaded with the entry. */
const firstPaint = firstPaintModules(/[\\/]areas[\\/]account[\\/]pages[\\/]LoginPage\.tsx$/);

/**
 * What every cabinet page needs besides the first paint: the query layer, the cabinet layout with
 * the spaces' manifests, their routes and the http client, with what they import. One file,
 * preloaded for a signed-in visit.
 */
const cabinet = importClosure('cabinet', (id) =>
  /[\\/]app[\\/](layouts[\\/](GuardedCabinetLayout|QueryLayer)|manifest-routes)\.tsx$|[\\/](spaces|areas)[\\/][\w-]+[\\/]routes\.tsx$|[\\/]api[\\/]src[\\/]http[\\/]client\.ts$/.test(
    id,
  ),
);

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

/**
 * The school's API on another origin is connected to while the page's scripts load, not when the
 * first call is made (the calls are CORS requests without credentials, hence `crossorigin`).
 */
const preconnectToApi = (): Plugin => {
  let api = '';
  return {
    name: 'cabinet:preconnect-to-api',
    configResolved(config) {
      const base = config.env.VITE_API_BASE_URL as string | undefined;
      api =
        base && /^https?:\/\//.test(base) && config.env.VITE_API_MOCK !== 'true' ? new URL(base).origin : '';
    },
    transformIndexHtml: () =>
      api
        ? [{ tag: 'link', attrs: { rel: 'preconnect', href: api, crossorigin: '' }, injectTo: 'head' }]
        : [],
  };
};

/**
 * React Router publishes its development build under its package's name, and its production build
 * (without the checks and warnings meant for developers) beside it: a build takes that one.
 */
export const reactRouterProductionBuild = (): Plugin => ({
  name: 'cabinet:react-router-production',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source !== 'react-router' && source !== 'react-router/dom') return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved || !/[\\/]dist[\\/]development[\\/]/.test(resolved.id)) return resolved;
    return { ...resolved, id: resolved.id.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2') };
  },
});

export default defineConfig({
  plugins: [
    requireBuildConfig(),
    reactRouterProductionBuild(),
    preconnectToApi(),
    preloadFirstFiles('cabinet'),
    writeContentSecurityPolicy(),
    ...firstPaint.plugins,
    cabinet.plugin,
    react(),
    msw(),
    // The production build's service worker and precache (not in mock mode: src/app/pwa).
    ...serviceWorker(import.meta.dirname),
  ],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    manifest: true,
    chunkSizeWarningLimit: 700,
    // The sign-in page's first paint is one file: the entry with every module the sign-in page
    // imports (React, the router, MUI's parts, i18n, the shell), found in the module graph, so
    // modules that only other pages use never join it, however many spaces there are. A cabinet
    // page adds the cabinet's file (its layout, the route tables, the http client) and its own; the
    // small modules that many pages share go into one shared file instead of dozens. On a slow
    // link each file costs a round trip, not only its bytes. Checked by the budgets of
    // tests/build/budgets.test.ts (docs/testing.md#budgets).
    // The date library is shared by most cabinet pages but not by the sign-in page: it is a file of
    // its own, so the sign-in page does not load it.
    rolldownOptions: {
      output: {
        codeSplitting: {
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
            // The same priority, in this order: a module of both stays in the first paint's file.
            { name: 'first-paint', test: firstPaint.test, priority: 1 },
            // The query library: every page that asks the school loads it, the sign-in page does
            // not. A file of its own, loaded with the cabinet's (in it, it would pass that budget).
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
            { name: 'cabinet', test: cabinet.test, priority: 1 },
            { name: 'shared', minShareCount: 20, priority: 0 },
          ],
        },
      },
    },
  },
});
