import { type Plugin, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The service worker's file at the cabinet's root (apps/server revalidates it on every visit). */
export const SERVICE_WORKER = 'sw.js';

/**
 * Whether a build writes the app's service worker: a production build, never the dev server nor
 * the mock mode's build (there the mock school's worker owns the scope, and only one worker can).
 */
export const writesServiceWorker = (command: 'build' | 'serve', env: Record<string, string>): boolean =>
  command === 'build' && env.VITE_API_MOCK !== 'true';

/**
 * The production build's service worker (Workbox through vite-plugin-pwa): it precaches the app's
 * files (the page for every address, the hashed scripts, styles and texts, the icons and the
 * manifests), so a return visit loads no script over the network; the files it leaves out (the Excel
 * library, used by few, and the fonts, of which a page uses one or two) are kept once loaded. A new
 * version waits until the person reloads (`registerType: 'prompt'`, app/pwa/start.ts registers it
 * and offers it). The manifests are files of their own (public/), one per language.
 */
export function serviceWorker(envDir: string): Plugin[] {
  const plugins = VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    filename: SERVICE_WORKER,
    workbox: {
      globPatterns: ['index.html', 'assets/**/*.{js,css}', 'favicon.svg', 'icons/*.png', '*.webmanifest'],
      globIgnores: ['assets/exceljs*'],
      // Every address of the app is the page, as the server answers it; not the API's, nor a file's.
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api\//, /^[^?]*\.\w+(?:\?|$)/],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'cabinet-assets', expiration: { maxEntries: 80 } },
        },
      ],
    },
  });
  for (const plugin of plugins) {
    const own = plugin.apply;
    plugin.apply = (config, env) =>
      writesServiceWorker(env.command, loadEnv(env.mode, envDir, 'VITE_')) &&
      (typeof own === 'function' ? own(config, env) : own === undefined || own === env.command);
  }
  return plugins;
}
