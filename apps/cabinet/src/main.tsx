import './zod-without-eval';
import { configureHttp } from '@cabinet/api/http';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { listenForPreloadErrors } from './app/chunk-recovery';
import { configureApi } from './app/configure-api';
import { preloadFirstPage } from './app/first-page-preload';
import { i18n, initialLanguage, loadLanguage } from './i18n';
import { showToast } from './shared/toast-queue';

async function boot() {
  listenForPreloadErrors();
  configureApi();
  const texts = loadLanguage(initialLanguage);
  preloadFirstPage(window.location.pathname);
  // The mock school answers when asked for (VITE_API_MOCK=true) or in development without an API
  // base URL; a build never mocks because a variable is missing. The switch is written out here,
  // not read from a variable, so a build with mocking off drops the mock school entirely.
  // The page paints without waiting for it: the calls and the live socket wait until it answers.
  if (
    import.meta.env.VITE_API_MOCK === 'true' ||
    (import.meta.env.DEV && !import.meta.env.VITE_API_BASE_URL)
  ) {
    const started = import('@cabinet/api/mock/browser').then(
      async ({ startMockSchool, mockSchoolWasReseeded }) => {
        await startMockSchool();
        // Scripts that ask the school directly (the end-to-end tests) wait for this mark.
        document.documentElement.dataset.mockSchool = 'ready';
        return mockSchoolWasReseeded;
      },
    );
    configureHttp({ ready: started });
    started
      .then(async (wasReseeded) => {
        const { mountDevTools } = await import('./dev/mount-dev-tools');
        await mountDevTools();
        if (wasReseeded()) showToast(i18n.t('dev:reseeded'), 'info');
      })
      .catch((error: unknown) => console.error('The mock school did not start.', error));
  }
  await texts;
  const container = document.getElementById('root');
  // The first render yields to the browser between components (a transition), so a large page does
  // not hold the main thread in one long task.
  if (container) {
    const root = createRoot(container);
    startTransition(() => root.render(<App />));
  }
  // The production build's own service worker, set up once the page has loaded (app/pwa/start.ts);
  // mock mode keeps the mock school's.
  if (import.meta.env.PROD && import.meta.env.VITE_API_MOCK !== 'true')
    void import('./app/pwa/start').then((pwa) => pwa.startPwa());
}

void boot();
