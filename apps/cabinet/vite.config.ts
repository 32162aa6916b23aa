import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { type Plugin, defineConfig } from 'vite';
import { buildConfigProblem } from './src/build-config.ts';
import { firstPaintModules } from './first-paint.ts';

/** The sign-in page is the first page of most visits: what it imports is loaded with the entry. */
const firstPaint = firstPaintModules(/[\\/]areas[\\/]account[\\/]pages[\\/]LoginPage\.tsx$/);

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

/** The texts every first page shows (the shell's, the sign-in's, the design system's core), by language. */
const FIRST_TEXTS =
  /[\\/](?:i18n[\\/]locales[\\/](uk|en)[\\/](?:common|auth)\.json|design-system[\\/]src[\\/]i18n[\\/](uk|en)\.ts)$/;

/**
 * The first texts, in the visitor's language, load while the entry does: a small script in the
 * page adds their preload links, so the first paint does not wait for the entry to ask for them.
 */
const preloadFirstTexts = (): Plugin => ({
  name: 'cabinet:preload-first-texts',
  apply: 'build',
  transformIndexHtml(html, { bundle }) {
    const files: Record<string, string[]> = { uk: [], en: [] };
    for (const chunk of Object.values(bundle ?? {})) {
      const match = chunk.type === 'chunk' ? FIRST_TEXTS.exec(chunk.facadeModuleId ?? '') : null;
      const language = match?.[1] ?? match?.[2];
      if (language) files[language]?.push(`/${chunk.fileName}`);
    }
    if (files.uk?.length !== 3 || files.en?.length !== 3)
      throw new Error(`The first texts were not found in the bundle: ${JSON.stringify(files)}.`);
    const script = `(function (files) {
  var language = 'uk';
  try { if (localStorage.getItem('appLanguage') === 'en') language = 'en'; } catch (blocked) {}
  files[language].forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
})(${JSON.stringify(files)});`;
    return [{ tag: 'script', children: script, injectTo: 'head' }];
  },
});

export default defineConfig({
  plugins: [requireBuildConfig(), preconnectToApi(), preloadFirstTexts(), firstPaint.plugin, react(), msw()],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    manifest: true,
    chunkSizeWarningLimit: 700,
    // The sign-in page's first paint is one file: the entry with every module the sign-in page
    // imports (React, the router, MUI's parts, i18n, the shell), found in the module graph, so
    // modules that only other pages use never join it, however many spaces there are. The small
    // modules most other pages share go into a second file instead of dozens. Checked by the
    // sign-in budget of tests/build/budgets.test.ts (see the README's Budgets).
    // The date library is shared by most cabinet pages but not by the sign-in page: it is a file of
    // its own, so the sign-in page does not load it.
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
            { name: 'first-paint', test: firstPaint.test, priority: 1 },
            { name: 'shared', minShareCount: 40, priority: 0 },
          ],
        },
      },
    },
  },
});
